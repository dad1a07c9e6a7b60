import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { StockMsg } from '@mts/shared/messages';
import type { StockImport } from '@mts/shared/schemas';
import { useRealtimeEvent } from '@/lib/realtime';
import { cancelStockImport } from '../api/cancel-stock-import';
import { currentImportQueryOptions, importDetailQueryOptions } from '../api/get-stock-import';
import { stockKeys } from '../api/keys';
import { downloadImportReport } from '../api/stock-files';
import { isImportRunning, withProgress } from './import-progress';
import { runChange, saveDownload, type StockEnv } from './stock-env';

/** While an import runs its progress comes over the websocket; this slow poll only covers a dropped connection. */
export const IMPORT_POLL_MS = 5000;

/**
 * The trader's import as it runs (both stock pages): GET /stock/import/current on entry (a reloaded page finds the
 * running job), then the `stock.import` pushes after every batch applied to it; when it ends the detail is read again
 * for its counts and 我的库存 reloads. `track` follows an import just started; `cancel` stops it (取消导入).
 */
export function useLiveImport(env: StockEnv) {
  const queryClient = useQueryClient();
  const current = useQuery(currentImportQueryOptions());
  const [trackedId, setTrackedId] = useState<number | null>(null);
  const id = trackedId ?? current.data?.id ?? null;
  const detailKey = stockKeys.importDetail(id ?? 0);
  const detail = useQuery({
    ...importDetailQueryOptions(id ?? 0),
    enabled: id !== null,
    // The import as GET /stock/import/current (or POST /stock/import) gave it: no second read to show it.
    initialData: () => {
      const latest = queryClient.getQueryData<StockImport | null>(stockKeys.currentImport());
      return latest && latest.id === id ? latest : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(stockKeys.currentImport())?.dataUpdatedAt,
    staleTime: Infinity,
    refetchInterval: (query) => (isImportRunning(query.state.data?.status) ? IMPORT_POLL_MS : false),
  });
  const imp = detail.data ?? null;

  const ended = useCallback(
    (importId: number) => {
      void queryClient.invalidateQueries({ queryKey: stockKeys.importDetail(importId) });
      void queryClient.invalidateQueries({ queryKey: stockKeys.currentImport() });
      void queryClient.invalidateQueries({ queryKey: stockKeys.list() });
    },
    [queryClient],
  );

  useRealtimeEvent((event) => {
    if (event.type !== 'stock.import') return;
    if (event.id !== id) {
      // An import started elsewhere (another tab or device): follow it.
      setTrackedId(event.id);
      void queryClient.invalidateQueries({ queryKey: stockKeys.currentImport() });
      if (!isImportRunning(event.status)) ended(event.id);
      return;
    }
    const before = queryClient.getQueryData<StockImport>(detailKey);
    if (before) queryClient.setQueryData<StockImport>(detailKey, withProgress(before, event));
    if (!isImportRunning(event.status)) ended(event.id);
  });

  /** Follows an import just started (POST /stock/import's reply). */
  const track = useCallback(
    (started: StockImport) => {
      queryClient.setQueryData(stockKeys.importDetail(started.id), started);
      queryClient.setQueryData(stockKeys.currentImport(), started);
      setTrackedId(started.id);
    },
    [queryClient],
  );

  const [cancelling, setCancelling] = useState(false);
  const cancel = async () => {
    if (!imp) return false;
    setCancelling(true);
    const ok = await runChange(() => cancelStockImport(imp.id), env, StockMsg.importCancelled);
    setCancelling(false);
    ended(imp.id);
    return ok;
  };

  return {
    /** undefined while GET /stock/import/current loads; null when the trader never imported. */
    imp: current.isPending && trackedId === null ? undefined : imp,
    loadFailed: current.isError,
    running: isImportRunning(imp?.status),
    track,
    cancel,
    cancelling,
    downloadReport: () => (imp ? saveDownload(() => downloadImportReport(imp.id), env) : Promise.resolve(false)),
  };
}
