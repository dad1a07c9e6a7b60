/**
 * Query keys of the users domain, one factory (invalidate a branch by its prefix). No token in any key: one
 * user's data never outlives the session, because the app empties the query cache whenever the token changes.
 */
export const userKeys = {
  all: ['users'] as const,
  info: () => [...userKeys.all, 'info'] as const,
  /** GET /user/getUserBalance; the wallet feature refreshes it by this key after every money move (wallet/api/keys.ts). */
  balance: () => [...userKeys.all, 'balance'] as const,
};
