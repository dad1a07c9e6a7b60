import { Limits } from '@mts/shared/constants';

/** The opening points (jf) and coins (jb) every user starts with, as ledger entries. */
export const openingRewards = (userId: number, createdAt?: Date) => [
  { userId, kind: 'jf', amount: Limits.defaultPoints, balanceAfter: Limits.defaultPoints, reason: '注册赠送积分', ...(createdAt ? { createdAt } : {}) },
  { userId, kind: 'jb', amount: Limits.defaultCoins, balanceAfter: Limits.defaultCoins, reason: '注册赠送金币', ...(createdAt ? { createdAt } : {}) },
];
