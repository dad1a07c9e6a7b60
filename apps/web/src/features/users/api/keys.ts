/**
 * Query keys of the users domain, one factory (invalidate a branch by its prefix). No token in any key: one
 * user's data never outlives the session, because the app empties the query cache whenever the token changes.
 */
export const userKeys = {
  all: ['users'] as const,
  info: () => [...userKeys.all, 'info'] as const,
  balance: () => [...userKeys.all, 'balance'] as const,
  rewards: () => [...userKeys.all, 'rewards'] as const,
  rewardPage: (pageNum: number, pageSize: number) => [...userKeys.rewards(), 'page', pageNum, pageSize] as const,
  rewardPages: (pageSize: number) => [...userKeys.rewards(), 'pages', pageSize] as const,
};
