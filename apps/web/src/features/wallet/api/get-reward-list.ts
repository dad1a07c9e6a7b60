import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Limits } from '@mts/shared/constants';
import type { RewardItem } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import type { RewardKind } from '../model/rewards';
import { walletKeys } from './keys';

export const REWARD_PAGE_SIZE = 10;

/** GET /user/getMyRewardList?pageNum&pageSize&kind: the points (jf) and coins (jb) history, newest first ({rows, total}). */
export const getRewardList = (kind: RewardKind | undefined, pageNum: number, pageSize: number) =>
  getRows<RewardItem>('/user/getMyRewardList', { pageNum, pageSize, kind });

export const rewardPageQueryOptions = (kind: RewardKind | undefined, pageNum: number, pageSize = REWARD_PAGE_SIZE) =>
  queryOptions({
    queryKey: walletKeys.rewardPage(kind, pageNum, pageSize),
    queryFn: () => getRewardList(kind, pageNum, pageSize),
    placeholderData: keepPreviousData,
  });

export const rewardInfiniteQueryOptions = (kind: RewardKind | undefined, delayMs = 0, pageSize = REWARD_PAGE_SIZE) =>
  pagedInfiniteOptions({
    queryKey: walletKeys.rewardPages(kind, pageSize),
    fetchPage: ({ pageNum, pageSize: size }) => getRewardList(kind, pageNum, size),
    pageSize,
    delayMs,
  });

export const useRewardPage = (kind: RewardKind | undefined, pageNum: number) => useQuery(rewardPageQueryOptions(kind, pageNum));
export const useRewardInfinite = (kind: RewardKind | undefined) => useInfiniteQuery(rewardInfiniteQueryOptions(kind, Limits.listLoadDelayMs));
