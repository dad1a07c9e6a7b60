import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Limits } from '@mts/shared/constants';
import type { StatementRow } from '@mts/shared/schemas';
import { getRows } from '@/lib/http';
import { pagedInfiniteOptions } from '@/lib/infinite';
import type { StatementFilter } from '../model/statement';
import { walletKeys } from './keys';

export const STATEMENT_PAGE_SIZE = 10;

/** GET /wallet/statement?pageNum&pageSize&kind&priceUnit → my ledger rows {rows, total}, newest first. */
export const getStatement = (filter: StatementFilter, pageNum: number, pageSize: number) =>
  getRows<StatementRow>('/wallet/statement', { pageNum, pageSize, kind: filter.kind, priceUnit: filter.priceUnit });

/** One page (the desktop table), the previous page kept on screen while the next loads. */
export const statementPageQueryOptions = (filter: StatementFilter, pageNum: number, pageSize = STATEMENT_PAGE_SIZE) =>
  queryOptions({
    queryKey: walletKeys.statementPage(filter, pageNum, pageSize),
    queryFn: () => getStatement(filter, pageNum, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Page after page (the phone's list); `delayMs` is the spec's list load delay. */
export const statementInfiniteQueryOptions = (filter: StatementFilter, delayMs = 0, pageSize = STATEMENT_PAGE_SIZE) =>
  pagedInfiniteOptions({
    queryKey: walletKeys.statementPages(filter, pageSize),
    fetchPage: ({ pageNum, pageSize: size }) => getStatement(filter, pageNum, size),
    pageSize,
    delayMs,
    staleTime: 0,
  });

export const useStatementPage = (filter: StatementFilter, pageNum: number) => useQuery(statementPageQueryOptions(filter, pageNum));
export const useStatementInfinite = (filter: StatementFilter) => useInfiniteQuery(statementInfiniteQueryOptions(filter, Limits.listLoadDelayMs));
