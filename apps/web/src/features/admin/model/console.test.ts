import { describe, expect, it } from 'vitest';
import { adminReasonField } from '@mts/shared/schemas';
import { BusinessType } from '@mts/shared/constants';
import { ageText, amountError, amountMatches, canOpenConsole, chartSeries, consoleMenu, frozenParts, menuKeyOf, MONEY_TABS, parseYuan, QUEUE_LINKS, roleLabel, statusParam, tabOf, TRADE_TABS } from './console';

describe('who opens the console', () => {
  it('operators only', () => {
    expect(canOpenConsole({ isOperator: true })).toBe(true);
    expect(canOpenConsole({ isOperator: false })).toBe(false);
    expect(canOpenConsole({})).toBe(false);
    expect(canOpenConsole(null)).toBe(false);
  });
  it('the menu by role: every built page for an operator, nothing for anyone else', () => {
    expect(consoleMenu({ isOperator: true }).map((m) => m.label)).toEqual(['工作台', '申请审核', '用户', '资金', '交易', '验货', '企业认证', '纠纷', '内容', '系统公告', '通知发送', '审计日志']);
    expect(consoleMenu({ isOperator: false })).toEqual([]);
    expect(consoleMenu(null)).toEqual([]);
  });
  it('the selected menu item follows the path', () => {
    expect(menuKeyOf('/pc/admin')).toBe('dashboard');
    expect(menuKeyOf('/pc/admin/')).toBe('dashboard');
    expect(menuKeyOf('/pc/admin/money')).toBe('money');
    expect(menuKeyOf('/pc/admin/users/12')).toBe('users');
    expect(menuKeyOf('/pc/admin/nothing')).toBe('dashboard');
  });
});

describe('amounts typed in yuan', () => {
  it('parses to integer cents without float rounding', () => {
    expect(parseYuan('10000')).toBe(1_000_000);
    expect(parseYuan('10,000.5')).toBe(1_000_050);
    expect(parseYuan('0.29')).toBe(29);
    expect(parseYuan('¥ 186,000.00')).toBe(18_600_000);
    expect(parseYuan('$2000.01')).toBe(200_001);
    expect(parseYuan(' 1.1 ')).toBe(110);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', '  ', 'abc', '1.234', '-5', '1e5', '1.', '.5', null, undefined]) expect(parseYuan(bad)).toBeNull();
  });
  it('explains a bad amount, accepts a good one, compares with the expected cents', () => {
    expect(amountError('')).toBe('请输入到账金额');
    expect(amountError('12.345')).toBe('请输入正确的金额（最多两位小数）');
    expect(amountError('0')).toBe('金额超出范围');
    expect(amountError('100000001')).toBe('金额超出范围');
    expect(amountError('100000001', 10_000_000_000_000)).toBeNull();
    expect(amountError('10000.00')).toBeNull();
    expect(amountMatches('10,000', 1_000_000)).toBe(true);
    expect(amountMatches('10,000.01', 1_000_000)).toBe(false);
  });
});

describe('form rules and labels', () => {
  it('a reason is 2–200 characters (the shared schema)', () => {
    expect(adminReasonField.safeParse('好').success).toBe(false);
    expect(adminReasonField.safeParse('资料不全').success).toBe(true);
    expect(adminReasonField.safeParse('字'.repeat(201)).success).toBe(false);
  });
  it('role labels', () => {
    expect(roleLabel(BusinessType.Negotiator)).toBe('谈判人');
    expect(roleLabel(BusinessType.Ordinary)).toBe('普通用户');
    expect(roleLabel(99)).toBe('角色 99');
  });
  it('chart series and ages', () => {
    expect(chartSeries([{ date: '2026-11-24', count: 2 }, { date: '2026-11-25', count: 3 }])).toEqual({ labels: ['11-24', '11-25'], counts: [2, 3], total: 5 });
    expect(ageText(null)).toBe('无');
    expect(ageText(12)).toBe('12分钟');
    expect(ageText(312)).toBe('5小时12分');
    expect(ageText(60 * 24 * 3 + 60 * 5)).toBe('3天5小时');
  });
});


describe('the dashboard tiles open their queues (issue 22)', () => {
  it('links each pending figure to the tab and filter that lists it', () => {
    expect(QUEUE_LINKS).toEqual({
      applications: '/pc/admin/applications',
      deposits: '/pc/admin/money?tab=deposits',
      transfers: '/pc/admin/money?tab=transfers',
      withdrawals: '/pc/admin/money?tab=withdrawals',
      inspections: '/pc/admin/inspections',
      refunds: '/pc/admin/trade?tab=orders&status=60',
      leads: '/pc/admin/trade?tab=leads&status=0',
    });
  });

  it('reads ?tab= and ?status= safely', () => {
    expect(tabOf('withdrawals', MONEY_TABS)).toBe('withdrawals');
    expect(tabOf('nope', MONEY_TABS)).toBe('deposits');
    expect(tabOf(null, TRADE_TABS)).toBe('leads');
    expect(statusParam('0')).toBe(0);
    expect(statusParam('60')).toBe(60);
    expect(statusParam('x')).toBeUndefined();
    expect(statusParam(null)).toBeUndefined();
  });
});

describe('用户冻结 holds the orders\' escrow (issue 22)', () => {
  it('breaks 用户冻结 down into 订单托管, 提现待打款 and any other frozen money', () => {
    expect(frozenParts({ usersFrozen: 15_000, escrowOrders: 10_000, withdrawalsPending: 5_000 })).toEqual([
      { label: '订单托管', amount: 10_000 },
      { label: '提现待打款', amount: 5_000 },
    ]);
    expect(frozenParts({ usersFrozen: 16_000, escrowOrders: 10_000, withdrawalsPending: 5_000 }).at(-1)).toEqual({ label: '其他冻结', amount: 1_000 });
  });
});
