import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BusinessType } from '@mts/shared/constants';
import { userMenuGroups } from '../../model/user-centre-rules';
import { UserMenu } from './user-menu';

const everything = () => true;
/** The pages this issue builds: the /pc/myxg pages come later. */
const built = (to: string) => !to.startsWith('/pc/myxg/') && !['/pc/myorder', '/pc/cart', '/pc/bom', '/pc/rfq'].includes(to);
const labels = (businessType: number, isAvailable: (to: string) => boolean) =>
  userMenuGroups(businessType, isAvailable).flatMap((g) => g.entries.map((e) => e.label));

describe('desktop user-centre sidebar', () => {
  it('lists the realtime debug page and the parameter monitor for operators only', () => {
    const all = (isOperator: boolean) => userMenuGroups(BusinessType.Ordinary, everything, isOperator).flatMap((g) => g.entries);
    expect(all(true)).toContainEqual({ label: '实时连接调试', to: '/pc/debug/websocket-test' });
    expect(all(true)).toContainEqual({ label: '参数监控', to: '/pc/debug/parameter-monitor' });
    expect(all(false).map((e) => e.label)).not.toContain('实时连接调试');
    expect(all(false).map((e) => e.label)).not.toContain('参数监控');
  });

  it('gives 我的验货 to inspectors only and 我的评价 to negotiators and business followers', () => {
    expect(labels(BusinessType.Inspector, everything)).toContain('我的验货');
    expect(labels(BusinessType.Inspector, everything)).not.toContain('我的评价');
    for (const t of [BusinessType.Negotiator, BusinessType.BusinessFollower]) {
      expect(labels(t, everything)).toContain('我的评价');
      expect(labels(t, everything)).not.toContain('我的验货');
    }
    expect(labels(BusinessType.Ordinary, everything)).not.toContain('我的验货');
    expect(labels(BusinessType.Ordinary, everything)).not.toContain('我的评价');
  });

  it('lists the spec trade links with their queries when the pages exist', () => {
    const trade = userMenuGroups(BusinessType.Ordinary, everything).find((g) => g.title === '我的交易')!;
    expect(trade.entries.map((e) => [e.label, e.to])).toEqual([
      ['全部订单', '/pc/myorder'],
      ['购买订单', '/pc/myxg/myBuyOrderList?orderStatus=4'],
      ['销售订单', '/pc/myxg/mySaleOrderList'],
      ['我的信息', '/pc/myxg/myPublishClue?active=0'],
      ['我是货主', '/pc/myxg/mySaleGoods'],
      ['我的库存', '/pc/myxg/myStock'],
      ['我的BOM', '/pc/bom'],
      ['我的询价', '/pc/rfq'],
      ['我是买家', '/pc/myxg/myPreOrderList'],
      ['我的意向单', '/pc/myxg/myOrderIntention'],
      ['订单评价', '/pc/myxg/myEvaluate'],
      ['购物车', '/pc/cart'],
    ]);
  });

  it('shows no link to a page that does not exist yet, and drops empty groups', () => {
    const groups = userMenuGroups(BusinessType.Inspector, built);
    expect(groups.map((g) => g.title)).not.toContain('我的交易');
    expect(labels(BusinessType.Inspector, built)).not.toContain('我的验货');
    expect(labels(BusinessType.Ordinary, built)).toEqual(['个人中心', '个人资料', '实名认证', '企业认证', '账户安全', '我的钱包', '消息中心', '消息设置', 'AI 助手', '价格提醒', '跟单']);
  });

  it('renders 资金 → 我的钱包 (not 大宗) as a link and names the follow page by role', () => {
    render(
      <MemoryRouter initialEntries={['/pc/user']}>
        <UserMenu businessType={BusinessType.BusinessFollower} isAvailable={built} />
      </MemoryRouter>,
    );
    const menu = screen.getByTestId('user-menu');
    expect(within(menu).getByText('资金')).toBeTruthy();
    expect(within(menu).queryByText('大宗')).toBeNull();
    expect(within(menu).getByRole('link', { name: '我的钱包' }).getAttribute('href')).toBe('/pc/my/myBalance');
    expect(within(menu).getByRole('link', { name: '商务跟单' }).getAttribute('href')).toBe('/pc/follow');
    expect(within(menu).queryAllByRole('link').map((a) => a.getAttribute('href'))).not.toContain('/pc/myxg/myFollowOrderList');
  });

  it('keeps an entry selected on a page below it (批量上传 under 我的库存)', () => {
    render(
      <MemoryRouter initialEntries={['/pc/myxg/myStock/upload']}>
        <UserMenu businessType={BusinessType.Ordinary} isAvailable={everything} />
      </MemoryRouter>,
    );
    const selected = screen.getByTestId('user-menu').querySelector('.ant-menu-item-selected');
    expect(selected?.textContent).toBe('我的库存');
  });
});
