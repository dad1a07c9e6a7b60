import type { QueryClient } from '@tanstack/react-query';
import type { StatementFilter } from '../model/statement';
import type { RewardKind } from '../model/rewards';

/**
 * Query keys of the wallet domain (issue 11): the statement (资金明细), my deposits and withdrawals, the points and
 * coins history. The desktop's pages and the phone's infinite lists sit under one branch each, so a mutation
 * refreshes both by prefix.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  statement: () => [...walletKeys.all, 'statement'] as const,
  statementPage: (filter: StatementFilter, pageNum: number, pageSize: number) => [...walletKeys.statement(), 'page', filter, pageNum, pageSize] as const,
  statementPages: (filter: StatementFilter, pageSize: number) => [...walletKeys.statement(), 'pages', filter, pageSize] as const,
  deposits: () => [...walletKeys.all, 'deposits'] as const,
  depositPage: (pageNum: number, pageSize: number) => [...walletKeys.deposits(), 'page', pageNum, pageSize] as const,
  depositPages: (pageSize: number) => [...walletKeys.deposits(), 'pages', pageSize] as const,
  withdrawals: () => [...walletKeys.all, 'withdrawals'] as const,
  withdrawalPage: (pageNum: number, pageSize: number) => [...walletKeys.withdrawals(), 'page', pageNum, pageSize] as const,
  withdrawalPages: (pageSize: number) => [...walletKeys.withdrawals(), 'pages', pageSize] as const,
  rewards: () => [...walletKeys.all, 'rewards'] as const,
  rewardPage: (kind: RewardKind | undefined, pageNum: number, pageSize: number) => [...walletKeys.rewards(), 'page', kind ?? 'all', pageNum, pageSize] as const,
  rewardPages: (kind: RewardKind | undefined, pageSize: number) => [...walletKeys.rewards(), 'pages', kind ?? 'all', pageSize] as const,
  payPassword: () => [...walletKeys.all, 'payPassword'] as const,
};

/**
 * The balance query's key (`userKeys.balance()` of features/users, which owns GET /user/getUserBalance for the user
 * centre and the pay page): a feature may not import another, and every wallet write changes the balance.
 */
export const USER_BALANCE_KEY = ['users', 'balance'] as const;

/** After a deposit, a withdrawal or a push about an order: the balance and every wallet list reload. */
export const invalidateWallet = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: walletKeys.all }), client.invalidateQueries({ queryKey: USER_BALANCE_KEY })]);
