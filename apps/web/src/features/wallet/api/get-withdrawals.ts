import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Limits } from '@mts/shared/constants';
import type { Withdrawal } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { REQUEST_PAGE_SIZE } from './get-deposits';
import { walletKeys } from './keys';

/** GET /wallet/withdrawals?pageNum&pageSize → my withdrawals {rows, total}, newest first. */
export const getWithdrawals = (pageNum: number, pageSize: number) => getRows<Withdrawal>('/wallet/withdrawals', { pageNum, pageSize });

export const withdrawalPageQueryOptions = (pageNum: number, pageSize = REQUEST_PAGE_SIZE) =>
  queryOptions({
    queryKey: walletKeys.withdrawalPage(pageNum, pageSize),
    queryFn: () => getWithdrawals(pageNum, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const withdrawalInfiniteQueryOptions = (delayMs = 0, pageSize = REQUEST_PAGE_SIZE) =>
  pagedInfiniteOptions({
    queryKey: walletKeys.withdrawalPages(pageSize),
    fetchPage: ({ pageNum, pageSize: size }) => getWithdrawals(pageNum, size),
    pageSize,
    delayMs,
    staleTime: 0,
  });

export const useWithdrawalPage = (pageNum: number) => useQuery(withdrawalPageQueryOptions(pageNum));
export const useWithdrawalsInfinite = () => useInfiniteQuery(withdrawalInfiniteQueryOptions(Limits.listLoadDelayMs));
