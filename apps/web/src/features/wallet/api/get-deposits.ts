import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Limits } from '@mts/shared/constants';
import type { DepositInfo } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import { walletKeys } from './keys';

export const REQUEST_PAGE_SIZE = 5;

/** GET /wallet/deposits?pageNum&pageSize → my deposits {rows, total}, newest first. */
export const getDeposits = (pageNum: number, pageSize: number) => getRows<DepositInfo>('/wallet/deposits', { pageNum, pageSize });

export const depositPageQueryOptions = (pageNum: number, pageSize = REQUEST_PAGE_SIZE) =>
  queryOptions({ queryKey: walletKeys.depositPage(pageNum, pageSize), queryFn: () => getDeposits(pageNum, pageSize), placeholderData: keepPreviousData, staleTime: 0 });

export const depositInfiniteQueryOptions = (delayMs = 0, pageSize = REQUEST_PAGE_SIZE) =>
  pagedInfiniteOptions({ queryKey: walletKeys.depositPages(pageSize), fetchPage: ({ pageNum, pageSize: size }) => getDeposits(pageNum, size), pageSize, delayMs, staleTime: 0 });

export const useDepositPage = (pageNum: number) => useQuery(depositPageQueryOptions(pageNum));
export const useDepositsInfinite = () => useInfiniteQuery(depositInfiniteQueryOptions(Limits.listLoadDelayMs));
