import { describe, expect, it } from 'vitest';
import { LEDGER_KINDS, PLATFORM_ESCROW_ACCOUNT } from '@mts/shared/constants';
import { MoneyMsg } from '@mts/shared/messages';
import type { StatementRow, UserBalance } from '@mts/shared/schemas';
import { accountViews, rewardFigures } from './accounts';
import { checkDeposit, checkWithdraw, emptyWithdraw, serverFormError, WITHDRAW_FIELDS } from './money-forms';
import { depositView, transferLines, withdrawalView } from './requests';
import { rewardRowView } from './rewards';
import { filterFromQuery, filterToQuery, KIND_OPTIONS, kindText, orderDetailPath, signedPrice, statementRowView } from './statement';
import { walletTabFromQuery } from './wallet-tabs';

const balance: UserBalance = {
  totalBalance: 1_234_56,
  withdrawableBalance: 1_000_00,
  frozenBalance: 234_56,
  jf: 12_345,
  jb: 10,
  accounts: [
    { priceUnit: 0, symbol: '¥', totalBalance: 1_234_56, withdrawableBalance: 1_000_00, frozenBalance: 234_56 },
    { priceUnit: 10, symbol: '$', totalBalance: 2_421_600, withdrawableBalance: 0, frozenBalance: 2_421_600 },
  ],
};

describe('accounts', () => {
  it('shows each currency with its symbol: total, withdrawable, frozen', () => {
    const [yuan, dollar] = accountViews(balance);
    expect(yuan).toMatchObject({ priceUnit: 0, title: '人民币账户', total: '¥1,234.56', withdrawable: '¥1,000.00', frozen: '¥234.56', withdrawableCents: 100000 });
    expect(dollar).toMatchObject({ priceUnit: 10, title: '美元账户', total: '$24,216.00', withdrawable: '$0.00', frozen: '$24,216.00', withdrawableCents: 0 });
  });
  it('reads a currency the server left out as zero', () => {
    expect(accountViews({ ...balance, accounts: [] })[1]).toMatchObject({ total: '$0.00', withdrawableCents: 0 });
  });
  it('never makes a figure up while the balance is unknown', () => {
    expect(accountViews(undefined).map((a) => [a.total, a.withdrawable, a.frozen, a.withdrawableCents])).toEqual([
      ['--', '--', '--', null],
      ['--', '--', '--', null],
    ]);
    expect(rewardFigures(undefined)).toEqual({ points: '--', coins: '--' });
    expect(rewardFigures(balance)).toEqual({ points: '12345', coins: '10' });
  });
});

const row = (over: Partial<StatementRow>): StatementRow => ({
  id: 1,
  kind: 'deposit',
  kindText: '充值',
  priceUnit: 0,
  availableDelta: 0,
  frozenDelta: 0,
  availableAfter: 0,
  frozenAfter: 0,
  orderId: null,
  orderNo: '',
  memo: '',
  createTime: '2026-06-01 10:20:30',
  ...over,
});

describe('statement', () => {
  it('offers every ledger kind with its Chinese text after 全部类型', () => {
    expect(KIND_OPTIONS[0]).toEqual({ value: '', label: '全部类型' });
    expect(KIND_OPTIONS.slice(1)).toEqual(Object.entries(LEDGER_KINDS).map(([value, label]) => ({ value, label })));
    expect(KIND_OPTIONS.find((o) => o.value === 'withdrawRefused')?.label).toBe('提现退回');
  });
  it("uses the server's kind text, else the shared one, else the raw kind", () => {
    expect(kindText({ kind: 'pay', kindText: '订单付款（余额）' })).toBe('订单付款（余额）');
    expect(kindText({ kind: 'release', kindText: '' })).toBe('订单结算');
    expect(kindText({ kind: 'bonus', kindText: '' })).toBe('bonus');
  });
  it('signs amounts with the currency symbol', () => {
    expect(signedPrice(1_000_000, 0)).toBe('+¥10,000.00');
    expect(signedPrice(-2_421_600, 10)).toBe('-$24,216.00');
    expect(signedPrice(-5, 0)).toBe('-¥0.05');
    expect(signedPrice(0, 0)).toBe('¥0.00');
  });
  it('shows a wallet payment as available out, frozen in, with the balances after and its order', () => {
    const view = statementRowView(
      row({ kind: 'pay', kindText: '订单付款（余额）', priceUnit: 10, availableDelta: -2_421_600, frozenDelta: 2_421_600, availableAfter: 578_400, frozenAfter: 2_421_600, orderId: 7, orderNo: 'MTS20260601007', memo: '订单 MTS20260601007 付款' }),
    );
    expect(view).toMatchObject({
      kindText: '订单付款（余额）',
      currency: '美元',
      deltas: [
        { label: '可用', text: '-$24,216.00', direction: 'out' },
        { label: '冻结', text: '+$24,216.00', direction: 'in' },
      ],
      availableAfter: '$5,784.00',
      frozenAfter: '$24,216.00',
      showsFrozen: true,
      time: '2026-06-01 10:20',
      orderId: 7,
    });
  });
  it('leaves out a bucket that did not move', () => {
    const view = statementRowView(row({ availableDelta: 1_000_000, availableAfter: 1_000_000 }));
    expect(view.deltas).toEqual([{ label: '可用', text: '+¥10,000.00', direction: 'in' }]);
    expect(view.showsFrozen).toBe(false);
  });
  it('links an order to the detail page of each app', () => {
    expect(orderDetailPath(42, 'mobile')).toBe('/myxg/myDetails?id=42&source=order');
    expect(orderDetailPath(42, 'desktop')).toBe('/pc/myxg/myDetails?id=42&source=order');
  });
  it('keeps the filter in the address and ignores junk', () => {
    expect(filterFromQuery(new URLSearchParams('kind=pay&unit=10'))).toEqual({ kind: 'pay', priceUnit: 10 });
    expect(filterFromQuery(new URLSearchParams('kind=steal&unit=7'))).toEqual({});
    expect(filterFromQuery(new URLSearchParams('unit=0'))).toEqual({ priceUnit: 0 });
    expect(filterFromQuery(new URLSearchParams('unit='))).toEqual({});
    const next = filterToQuery(new URLSearchParams('tab=statement&page=3&kind=pay'), { priceUnit: 0 });
    expect(next.toString()).toBe('tab=statement&unit=0');
  });
  it('opens the statement tab unless the address names another', () => {
    expect(walletTabFromQuery('withdraw')).toBe('withdraw');
    expect(walletTabFromQuery('nonsense')).toBe('statement');
    expect(walletTabFromQuery(null)).toBe('statement');
  });
});

describe('the 充值 and 提现 forms', () => {
  it('turns an amount typed in yuan into cents', () => {
    const slipUrl = '/uploads/2026/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp';
    expect(checkDeposit({ priceUnit: 10, amount: ' 12000.5 ', slipUrl })).toEqual({ ok: true, body: { priceUnit: 10, amount: 1_200_050, slipUrl } });
  });
  it("reports a bad amount with the shared schema's message", () => {
    for (const amount of ['', '0', '1.234', 'abc', '-5', '100000000.01'])
      expect(checkDeposit({ priceUnit: 0, amount, slipUrl: '/uploads/2026/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp' }), amount).toEqual({ ok: false, errors: { amount: MoneyMsg.amount } });
  });
  it('asks for the transfer slip', () => {
    expect(checkDeposit({ priceUnit: 0, amount: '100', slipUrl: '' })).toEqual({ ok: false, errors: { slipUrl: MoneyMsg.depositSlip } });
  });
  it('checks bank and account number, dropping the spaces people copy', () => {
    const ok = checkWithdraw({ priceUnit: 0, amount: '500', bankName: ' 招商银行深圳分行 ', accountNo: '6222 0200 1234 5678' });
    expect(ok).toEqual({ ok: true, body: { priceUnit: 0, amount: 50_000, bankName: '招商银行深圳分行', accountNo: '6222020012345678' } });
    const bad = checkWithdraw({ ...emptyWithdraw(), bankName: '招', accountNo: '6222-abc' });
    expect(bad).toEqual({ ok: false, errors: { amount: MoneyMsg.amount, bankName: MoneyMsg.bankName, accountNo: MoneyMsg.bankAccount } });
  });
  it("puts a server refusal on its field, else above the button, in the server's words", () => {
    expect(serverFormError(MoneyMsg.withdrawTooMuch, WITHDRAW_FIELDS)).toEqual({ field: 'amount', message: MoneyMsg.withdrawTooMuch });
    expect(serverFormError(`参数 accountNo 无效：${MoneyMsg.bankAccount}`, WITHDRAW_FIELDS)).toEqual({ field: 'accountNo', message: MoneyMsg.bankAccount });
    expect(serverFormError(MoneyMsg.needRealName, WITHDRAW_FIELDS)).toEqual({ message: MoneyMsg.needRealName });
    expect(serverFormError('参数 idempotencyKey 无效：x', WITHDRAW_FIELDS)).toEqual({ message: '参数 idempotencyKey 无效：x' });
  });
});



describe('deposits and withdrawals', () => {
  const deposit = { id: 3, reference: 'CZ202606010003', priceUnit: 0, amount: 1_200_050, status: 10, statusText: '待到账', account: PLATFORM_ESCROW_ACCOUNT, slipUrl: '/uploads/2026/slip.webp', reason: '', createTime: '2026-06-01 09:00:00' };
  it('shows the transfer a deposit asks for, copyable as the bank form wants it', () => {
    const lines = transferLines(PLATFORM_ESCROW_ACCOUNT, 1_200_050, 0, 'CZ202606010003');
    expect(lines.map((l) => [l.label, l.value, l.copy])).toEqual([
      ['收款户名', PLATFORM_ESCROW_ACCOUNT.name, PLATFORM_ESCROW_ACCOUNT.name],
      ['开户银行', PLATFORM_ESCROW_ACCOUNT.bank, PLATFORM_ESCROW_ACCOUNT.bank],
      ['收款账号', '7559 1234 5610 801', '755912345610801'],
      ['转账金额', '¥12,000.50', '12000.50'],
      ['转账附言', 'CZ202606010003', 'CZ202606010003'],
    ]);
  });
  it('keeps the transfer at hand while 待到账, not once 已到账', () => {
    expect(depositView(deposit)).toMatchObject({ amount: '¥12,000.50', statusText: '待到账', tone: 'pending', time: '2026-06-01 09:00' });
    expect(depositView(deposit).lines).toHaveLength(5);
    expect(depositView({ ...deposit, status: 20, statusText: '' })).toMatchObject({ statusText: '已到账', tone: 'done', lines: null });
  });
  it('says why a deposit was rejected (已驳回), with no transfer to make', () => {
    expect(depositView({ ...deposit, status: 30, statusText: '', reason: '未查到该笔转账' })).toMatchObject({
      statusText: '已驳回',
      tone: 'refused',
      note: '驳回原因：未查到该笔转账',
      lines: null,
      slipUrl: '/uploads/2026/slip.webp',
    });
  });
  it('says what happens to a withdrawal: frozen, paid, or refused with the reason', () => {
    const w = { id: 9, priceUnit: 10, amount: 50_000, bankName: '招商银行', accountNo: '************5678', accountName: '张三', status: 10, statusText: '待打款', reason: '', createTime: '2026-06-01 09:00:00' };
    expect(withdrawalView(w)).toMatchObject({ amount: '$500.00', payee: '招商银行 ************5678 · 张三', tone: 'pending', note: '金额已冻结，等待平台打款' });
    expect(withdrawalView({ ...w, status: 20, statusText: '已打款' })).toMatchObject({ tone: 'done', note: '已打款至您的银行账户' });
    expect(withdrawalView({ ...w, status: 30, statusText: '已拒绝', reason: '户名与实名不一致' })).toMatchObject({
      tone: 'refused',
      statusText: '已拒绝',
      note: '拒绝原因：户名与实名不一致（金额已退回可提现余额）',
    });
  });
});

describe('rewards', () => {
  it('signs the change and names the kind; links its order', () => {
    const r = { id: 1, kind: 'jf' as const, amount: 242, balanceAfter: 1242, reason: '订单完成奖励', orderId: 5, orderNo: 'MTS5', createTime: '2026-06-01 09:00:00' };
    expect(rewardRowView(r)).toMatchObject({ change: '+242 积分', direction: 'in', balanceAfter: '1242', orderId: 5 });
    expect(rewardRowView({ ...r, kind: 'jb', amount: -10, balanceAfter: 0, orderId: null })).toMatchObject({ change: '-10 金币', direction: 'out', orderId: null });
  });
});
