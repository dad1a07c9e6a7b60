import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the operator console (issue 12). */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  health: () => [...adminKeys.all, 'health'] as const,
  ordersPerDay: (days: number) => [...adminKeys.all, 'ordersPerDay', days] as const,
  applications: (params: object) => [...adminKeys.all, 'applications', params] as const,
  users: (params: object) => [...adminKeys.all, 'users', params] as const,
  user: (id: number) => [...adminKeys.all, 'user', id] as const,
  deposits: (params: object) => [...adminKeys.all, 'deposits', params] as const,
  transfers: (params: object) => [...adminKeys.all, 'transfers', params] as const,
  withdrawals: (params: object) => [...adminKeys.all, 'withdrawals', params] as const,
  ledger: () => [...adminKeys.all, 'ledger'] as const,
  leads: (params: object) => [...adminKeys.all, 'leads', params] as const,
  orders: (params: object) => [...adminKeys.all, 'orders', params] as const,
  preOrders: (params: object) => [...adminKeys.all, 'preOrders', params] as const,
  inspections: (params: object) => [...adminKeys.all, 'inspections', params] as const,
  staff: (businessType: number) => [...adminKeys.all, 'staff', businessType] as const,
  contentRows: (kind: string, params: object) => [...adminKeys.all, 'content', kind, params] as const,
  audit: (params: object) => [...adminKeys.all, 'audit', params] as const,
};

/** After any console write: every console query reloads (queues, figures, the ledger). */
export const invalidateAdmin = (client: QueryClient) => client.invalidateQueries({ queryKey: adminKeys.all });
