import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Dashboard, LedgerOverview, OpsHealth } from '@mts/shared/schemas';
import { DashboardView } from './dashboard-view';
import { MoneyView } from './money-view';

const dashboard: Dashboard = {
  today: { date: '2026-11-27', newUsers: 1, leads: 2, goods: 3, preOrders: 4, orders: 5, orderValue: [] },
  month: { month: '2026-11', newUsers: 1, leads: 2, goods: 3, preOrders: 4, orders: 5, orderValue: [] },
  escrow: [],
  queues: { applications: 2, deposits: 1, transfers: 3, withdrawals: 1, withdrawalAmount: [], inspections: 2, inspectionsUnheld: 1, refunds: 1, leads: 4, oldestLeadMinutes: 90, oldestLeadTime: '2026-11-27 10:00:00' },
  generatedAt: '2026-11-27 11:30:00',
};
const ledger: LedgerOverview = {
  currencies: [{ priceUnit: 0, symbol: '¥', clearing: -2_500_000, fees: 0, usersAvailable: 1_000_000, usersFrozen: 1_500_000, escrowOrders: 1_000_000, withdrawalsPending: 500_000, entriesSum: 0 }],
  check: { ok: true, sums: [{ priceUnit: 0, sum: 0 }], negative: 0, mismatched: 0 },
  generatedAt: '2026-11-27 11:30:00',
};

const health: OpsHealth = {
  readiness: { ready: false, db: 'up', redis: 'down', migrations: 'done', draining: false, reasons: ['redis unreachable'] },
  instance: { uptimeS: 3700, rssMB: 180.5, heapMB: 90.1, eventLoopLagMs: 12.5, inflight: 1, websockets: 3, requests: 1200, errors5xx: 0 },
  money: { ledgerOk: true, escrow: [{ priceUnit: 0, amount: 1_000_000 }], withdrawalsWaiting: 2, oldestWithdrawalSeconds: 90_000 },
  jobs: [{ queue: 'stock-import', waiting: 1, failed: 0 }],
  sms: { sent: 10, failed: 1 },
  generatedAt: '2026-11-27 11:30:00',
};

vi.mock('../../api/get-health', () => ({ useHealth: () => ({ data: health, isPending: false, isError: false, refetch: vi.fn() }) }));
vi.mock('../../api/get-dashboard', () => ({ useDashboard: () => ({ data: dashboard, isPending: false, isError: false, refetch: vi.fn() }) }));
vi.mock('../../api/get-orders-per-day', () => ({ useOrdersPerDay: () => ({ data: undefined, isPending: true, isError: false, refetch: vi.fn() }) }));
vi.mock('../../api/get-ledger', () => ({ useLedger: () => ({ data: ledger, isPending: false, isError: false, refetch: vi.fn() }) }));

describe('operator console (issue 22)', { timeout: 20_000 }, () => {
  it('工作台: every pending tile opens its queue', () => {
    render(
      <MemoryRouter>
        <DashboardView />
      </MemoryRouter>,
    );
    const href = (id: string) => screen.getByTestId(`queue-${id}`).getAttribute('href');
    expect(href('q-applications')).toBe('/pc/admin/applications');
    expect(href('q-deposits')).toBe('/pc/admin/money?tab=deposits');
    expect(href('q-transfers')).toBe('/pc/admin/money?tab=transfers');
    expect(href('q-withdrawals')).toBe('/pc/admin/money?tab=withdrawals');
    expect(href('q-inspections')).toBe('/pc/admin/inspections');
    expect(href('q-refunds')).toBe('/pc/admin/trade?tab=orders&status=60');
    expect(href('q-leads')).toBe('/pc/admin/trade?tab=leads&status=0');
  });

  it('工作台: 系统健康 shows readiness with its reason, the ledger check, the oldest withdrawal and the instance figures', () => {
    render(
      <MemoryRouter>
        <DashboardView />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('admin-health');
    expect(card.textContent).toContain('本实例未就绪：Redis 不可用');
    expect(screen.getByTestId('health-ready').textContent).toContain('未就绪');
    expect(screen.getByTestId('health-ledger').textContent).toContain('通过');
    expect(screen.getByTestId('health-oldest-withdrawal').textContent).toContain('1 天 1 小时');
    expect(screen.getByTestId('health-sms').textContent).toContain('10 / 1');
    expect(screen.getByTestId('health-escrow-0').textContent).toContain('¥10,000.00');
  });

  it('平台账户: 订单托管 is shown inside 用户冻结, not as a figure beside it', () => {
    render(
      <MemoryRouter initialEntries={['/pc/admin/money?tab=ledger']}>
        <MoneyView />
      </MemoryRouter>,
    );
    const frozen = screen.getByTestId('ledger-frozen-0');
    expect(frozen.textContent).toContain('用户冻结');
    expect(screen.getByTestId('ledger-frozen-parts-0').textContent).toBe('其中 订单托管 ¥10,000.00，提现待打款 ¥5,000.00');
    // no separate 订单托管 statistic outside the 用户冻结 block
    const titles = Array.from(screen.getByTestId('ledger').querySelectorAll('.ant-statistic-title')).map((t) => t.textContent);
    expect(titles).not.toContain('订单托管');
    expect(within(frozen).getByText('¥15,000.00')).toBeTruthy();
  });
});
