import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BomLimits } from '@mts/shared/bom';
import { Limits } from '@mts/shared/constants';
import type { RfqRow } from '@mts/shared/schemas';
import { RfqStatus } from '@mts/shared/status';
import { loadedRows } from '@/lib/infinite';
import { positiveInt } from '@/lib/query-params';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useRfqListPage, useRfqListPages } from '../api/get-rfq-list';
import type { RfqEnv } from './rfq-env';
import { useRfqLive } from './rfq-live';

/** 我发起的 (buyer) / 我收到的 (seller), ?role=seller. */
export const RFQ_ROLE_TABS = [
  { key: 'buyer', title: '我发起的' },
  { key: 'seller', title: '我收到的' },
] as const;
export type RfqRole = (typeof RFQ_ROLE_TABS)[number]['key'];

/** The status filter, ?status=. */
export const RFQ_STATUS_FILTERS = [
  { key: 'all', title: '全部', status: undefined },
  { key: 'open', title: '报价中', status: RfqStatus.Open },
  { key: 'accepted', title: '已采纳', status: RfqStatus.Accepted },
  { key: 'expired', title: '已截止', status: RfqStatus.Expired },
  { key: 'closed', title: '已关闭', status: RfqStatus.Closed },
] as const;
export type RfqStatusKey = (typeof RFQ_STATUS_FILTERS)[number]['key'];

/** The clock the countdowns read, once a minute. */
export function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * 我的询价 (both apps, /rfq): the tab (?role=seller), the status (?status=), the rows (a page for the desktop's table,
 * page after page for the phone) with their countdowns; a new RFQ or quote over the websocket reloads the list (the
 * 您有新的询价! prompt itself is app-wide: the shells load new-rfq-prompt).
 */
export function useMyRfqPage(env: RfqEnv, { infinite }: { infinite: boolean }) {
  const navigate = useAppNavigate();
  const [params, setParams] = useSearchParams();
  const role: RfqRole = params.get('role') === 'seller' ? 'seller' : 'buyer';
  const filter = RFQ_STATUS_FILTERS.find((f) => f.key === params.get('status')) ?? RFQ_STATUS_FILTERS[0];
  const page = positiveInt(params.get('page')) ?? 1;
  const filters = { role, status: filter.status, pageSize: BomLimits.pageSize };
  const pageQuery = useRfqListPage({ ...filters, pageNum: page }, !infinite);
  const pagesQuery = useRfqListPages(filters, { delayMs: Limits.listLoadDelayMs, enabled: infinite });
  const rows: RfqRow[] = infinite ? loadedRows(pagesQuery.data) : (pageQuery.data?.rows ?? []);
  useRfqLive();
  const now = useNow();

  const go = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: infinite });
  };

  return {
    role,
    status: filter.key as RfqStatusKey,
    page,
    pageSize: BomLimits.pageSize,
    pageQuery,
    pagesQuery,
    rows,
    total: infinite ? (pagesQuery.data?.pages[0]?.total ?? 0) : (pageQuery.data?.total ?? 0),
    now,
    setRole: (key: RfqRole) => go({ role: key === 'buyer' ? undefined : key, status: undefined, page: undefined }),
    setStatus: (key: RfqStatusKey) => go({ status: key === 'all' ? undefined : key, page: undefined }),
    setPage: (p: number) => go({ page: p > 1 ? String(p) : undefined }),
    open: (id: number) => navigate(`${env.base}/rfq/${id}`),
    goBom: () => navigate(`${env.base}/bom`),
  };
}

export type MyRfqPage = ReturnType<typeof useMyRfqPage>;
