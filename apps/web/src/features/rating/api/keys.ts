import type { QueryClient } from '@tanstack/react-query';
import type { EvaluateTab } from '../model/rating-view';

/**
 * Query keys of the rating domain (评价, issue 11): my evaluations (tab 0 待评价, 1 已评价) and the ratings I
 * received as staff (with my 好评等级).
 */
export const ratingKeys = {
  all: ['rating'] as const,
  evaluate: () => [...ratingKeys.all, 'evaluate'] as const,
  evaluatePages: (tab: EvaluateTab, pageSize: number) => [...ratingKeys.evaluate(), 'pages', { tab, pageSize }] as const,
  received: () => [...ratingKeys.all, 'received'] as const,
  receivedPages: (pageSize: number) => [...ratingKeys.received(), 'pages', { pageSize }] as const,
};

/** The trade domain's root key (`tradeKeys.all`): a rating changes the order detail's ratings and 去评价 flags. */
const TRADE_ROOT = ['trade'] as const;
/** The users domain's root key (`userKeys.all`): a rated staff member's 好评等级 is in his user info. */
const USERS_ROOT = ['users'] as const;

/** After a rating: my evaluations, the received lists, the orders and the user info reload. */
export const invalidateRatings = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ratingKeys.all }),
    client.invalidateQueries({ queryKey: TRADE_ROOT }),
    client.invalidateQueries({ queryKey: USERS_ROOT }),
  ]);
