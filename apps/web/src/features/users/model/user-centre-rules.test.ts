import { describe, expect, it } from 'vitest';
import { BusinessType } from '@mts/shared/constants';
import { canApplyAsNegotiator, followPageTitle, isApplicationUnderReview, serviceLinks, showsGoodLevel, tradeLinks, userMenuGroups } from './user-centre-rules';
import { walletFigures } from './wallet';

const user = (businessType: number, shopStatus: number | null = null) => ({ businessType, shopStatus });
const all = () => true;

describe('user-centre rules (phone user centre and desktop sidebar)', () => {
  it('offers the negotiator application to an ordinary user without one', () => {
    expect(canApplyAsNegotiator(user(BusinessType.Ordinary))).toBe(true);
    expect(canApplyAsNegotiator(user(BusinessType.Ordinary, 0))).toBe(false);
    expect(isApplicationUnderReview(user(BusinessType.Ordinary, 0))).toBe(true);
    expect(canApplyAsNegotiator(user(BusinessType.Negotiator))).toBe(false);
    expect(canApplyAsNegotiator(null)).toBe(false);
  });
  it('gives the rating level and 我的评价 to the follow roles, 我的验货 to inspectors', () => {
    expect(showsGoodLevel(user(BusinessType.BusinessFollower))).toBe(true);
    expect(showsGoodLevel(user(BusinessType.Inspector))).toBe(false);
    expect(serviceLinks(user(BusinessType.Negotiator), all).map((l) => l.title)).toEqual(['谈判人跟单', '我的评价', 'AI 助手', '价格提醒']);
    expect(serviceLinks(user(BusinessType.BusinessFollower), all).map((l) => [l.title, l.url])).toEqual([
      ['商务跟单', '/follow'],
      ['商务工作台', '/sw'],
      ['我的评价', '/myxg/myFollowOrderList'],
      ['AI 助手', '/myAi'],
      ['价格提醒', '/market/alerts'],
    ]);
    expect(userMenuGroups(BusinessType.BusinessFollower, all).find((g) => g.key === 'service')!.entries.map((e) => e.to)).toContain('/pc/sw');
    expect(userMenuGroups(BusinessType.Negotiator, all).find((g) => g.key === 'service')!.entries.map((e) => e.to)).not.toContain('/pc/sw');
    expect(serviceLinks(user(BusinessType.Inspector), all).map((l) => l.title)).toEqual(['我的验货', 'AI 助手', '价格提醒']);
    expect(serviceLinks(null, all)).toEqual([]);
  });
  it('adds the realtime debug page and the parameter monitor to operators only; AI 助手 and 价格提醒 to every logged-in user', () => {
    expect(serviceLinks({ ...user(BusinessType.Ordinary), isOperator: true }, all).map((l) => l.url)).toEqual(['/myAi', '/market/alerts', '/debug/websocket-test', '/debug/parameter-monitor']);
    expect(serviceLinks({ ...user(BusinessType.Ordinary), isOperator: false }, all).map((l) => l.url)).toEqual(['/myAi', '/market/alerts']);
    expect(serviceLinks(user(BusinessType.Ordinary), (url) => url !== '/myAi' && url !== '/market/alerts')).toEqual([]);
    expect(userMenuGroups(BusinessType.Ordinary, all).find((g) => g.key === 'service')!.entries.map((e) => e.to)).toEqual(expect.arrayContaining(['/pc/myAi', '/pc/market/alerts']));
  });
  it('shows every trade link logged out and only existing pages logged in', () => {
    expect(tradeLinks(null, () => false).map((l) => l.title)).toEqual(['购买订单', '销售订单', '我的信息', '我是货主', '我的库存', '我的BOM', '我的询价', '我是买家', '我的意向单', '订单评价', '购物车']);
    expect(tradeLinks(user(0), (url) => url.startsWith('/myxg/myPublishClue')).map((l) => l.title)).toEqual(['我的信息']);
  });
  it('builds the desktop sidebar from the same links under /pc', () => {
    const trade = userMenuGroups(BusinessType.Ordinary, all).find((g) => g.key === 'trade')!;
    expect(trade.entries.map((e) => e.to)).toEqual(['/pc/myorder', ...tradeLinks(null, all).map((l) => `/pc${l.url}`)]);
    expect(followPageTitle(BusinessType.Negotiator)).toBe('谈判人跟单');
  });
});

describe('walletFigures', () => {
  const balance = { totalBalance: 123456, withdrawableBalance: 100000, frozenBalance: 23456, jf: 1200, jb: 900, accounts: [] };
  it('shows the balance, or -- while it loads or failed', () => {
    expect(walletFigures(balance)).toEqual({ total: '¥1,234.56', withdrawable: '¥1,000.00', frozen: '¥234.56', points: '1200', coins: '900', dollar: null });
    expect(walletFigures(undefined)).toEqual({ total: '--', withdrawable: '--', frozen: '--', points: '--', coins: '--', dollar: null });
  });
  it('adds the $ account once it holds money', () => {
    const empty = { priceUnit: 10, symbol: '$', totalBalance: 0, withdrawableBalance: 0, frozenBalance: 0 };
    expect(walletFigures({ ...balance, accounts: [empty] }).dollar).toBeNull();
    const dollars = { ...empty, totalBalance: 3_000_000, withdrawableBalance: 2_500_000, frozenBalance: 500_000 };
    expect(walletFigures({ ...balance, accounts: [dollars] }).dollar).toEqual({ total: '$30,000.00', withdrawable: '$25,000.00', frozen: '$5,000.00' });
  });
  it('shows the spec defaults when logged out', () => {
    expect(walletFigures(undefined, false)).toMatchObject({ total: '¥0.00', points: '1000', coins: '1000' });
  });
});

describe('the desktop user menu: 运营后台 (issue 12)', () => {
  it('lists the console for operators only', () => {
    const labels = (op: boolean) => userMenuGroups(BusinessType.Ordinary, () => true, op).flatMap((g) => g.entries.map((e) => e.label));
    expect(labels(true)).toContain('运营后台');
    expect(labels(false)).not.toContain('运营后台');
  });
});

describe('企业认证 in 账户 (issue 12)', () => {
  it('the phone lists it for a logged-in user when the page exists; the desktop menu under 账户', async () => {
    const { accountLinks, userMenuGroups } = await import('./user-centre-rules');
    const user = { businessType: 0, shopStatus: null };
    expect(accountLinks(user, () => true).map((l) => l.url)).toEqual(['/my/companyVerify', '/my/security']);
    expect(accountLinks(user, () => false)).toEqual([]);
    expect(accountLinks(null, () => true)).toEqual([]);
    const account = userMenuGroups(0, () => true).find((g) => g.key === 'account');
    expect(account?.entries.map((e) => e.to)).toContain('/pc/my/companyVerify');
  });
});
