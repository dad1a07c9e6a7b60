import { useInfiniteQuery } from '@tanstack/react-query';
import type { Rating } from '@mts/shared/schemas';
import { http } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { ratingKeys } from './keys';

/** One page of the ratings I received as staff, with my 好评等级 and the mean (× 100). */
export type ReceivedPage = { rows: Rating[]; total: number; goodlevel: number; average: number };

/**
 * GET /follow/myFollowOrderList?pageNum&pageSize: the staff and negotiator ratings I received, newest first, with my
 * 好评等级 (goodlevel, 1 until rated) and the mean stars × 100 (average, 0 when unrated).
 */
export async function getReceivedRatings(params: { pageNum: number; pageSize: number }): Promise<ReceivedPage> {
  const res = await http.get<ReceivedPage>('/follow/myFollowOrderList', { params });
  const { rows, total, goodlevel, average } = res.data;
  return { rows, total, goodlevel, average };
}

export const receivedRatingsInfiniteOptions = (pageSize: number, delayMs = 0) =>
  pagedInfiniteOptions({
    queryKey: ratingKeys.receivedPages(pageSize),
    fetchPage: getReceivedRatings,
    pageSize,
    delayMs,
    staleTime: 0,
  });

export const useReceivedRatings = (pageSize: number, delayMs?: number) => useInfiniteQuery(receivedRatingsInfiniteOptions(pageSize, delayMs));
