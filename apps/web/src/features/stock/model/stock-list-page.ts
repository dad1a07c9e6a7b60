import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Limits } from '@mts/shared/constants';
import { StockMsg } from '@mts/shared/messages';
import type { StockGoodsRow } from '@mts/shared/schemas';
import { GoodsStatus } from '@mts/shared/status';
import { StockLimits } from '@mts/shared/stock';
import { loadedRows } from '@/lib/infinite';
import { positiveInt } from '@/lib/query-params';
import { useDeleteStock } from '../api/delete-stock';
import { useEditStock } from '../api/edit-stock';
import { useStockListPage, useStockListPages } from '../api/get-stock-list';
import { useSetStockShelf } from '../api/set-stock-shelf';
import { exportStock, downloadStockTemplate } from '../api/stock-files';
import { editBodyOf, editValuesOf, type StockEditValues } from './stock-edit';
import { runChange, saveDownload, type StockEnv } from './stock-env';

/** 我的库存's tabs (?status=on|off): 全部, 已上架 (0), 已下架 (1). */
export const STOCK_TABS = [
  { key: 'all', title: '全部', status: undefined },
  { key: 'on', title: '已上架', status: GoodsStatus.OnShelf },
  { key: 'off', title: '已下架', status: GoodsStatus.OffShelf },
] as const;
export type StockTabKey = (typeof STOCK_TABS)[number]['key'];

/** Asked before 删除. */
export const deleteConfirmText = (count: number) => `确定删除选中的 ${count} 条库存吗？删除后买家将看不到这些商品，且无法恢复。`;

/** What the search box says it looks for. */
export const STOCK_SEARCH_PLACEHOLDER = '搜索型号或品牌';

/**
 * 我的库存 (both apps, /myxg/myStock): the address (?keyword=, ?status=on|off, ?page= on the desktop), the list (a
 * page for the desktop's table, page after page for the phone), the selection and its bulk moves (上架, 下架, 删除:
 * the app confirms 删除 first), the inline edit of price and quantity, and the downloads (导出, 下载模板). The phone
 * replaces the history entry on a new filter, the desktop pushes one. The selection belongs to one filter: a new
 * search or tab starts with none.
 */
export function useMyStockPage(env: StockEnv, { infinite }: { infinite: boolean }) {
  const [params, setParams] = useSearchParams();
  const tab = STOCK_TABS.find((t) => t.key === params.get('status')) ?? STOCK_TABS[0];
  const keyword = (params.get('keyword') ?? '').trim();
  const page = positiveInt(params.get('page')) ?? 1;
  const filters = { keyword: keyword || undefined, status: tab.status, pageSize: StockLimits.pageSize };

  const pageQuery = useStockListPage({ ...filters, pageNum: page }, !infinite);
  const pagesQuery = useStockListPages(filters, { delayMs: Limits.listLoadDelayMs, enabled: infinite });
  const rows: StockGoodsRow[] = infinite ? loadedRows(pagesQuery.data) : (pageQuery.data?.rows ?? []);

  const go = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: infinite });
  };

  // The selection, kept with the filter it was made under.
  const filterKey = `${tab.key}|${keyword}|${infinite ? '' : page}`;
  const [selection, setSelection] = useState<{ key: string; ids: number[] }>({ key: filterKey, ids: [] });
  const selected = selection.key === filterKey ? selection.ids.filter((id) => rows.some((r) => r.id === id)) : [];
  const select = (ids: number[]) => setSelection({ key: filterKey, ids });
  const toggle = (id: number, on: boolean) => select(on ? [...new Set([...selected, id])] : selected.filter((x) => x !== id));
  const selectedRows = rows.filter((r) => selected.includes(r.id));

  const shelf = useSetStockShelf();
  const remove = useDeleteStock();
  const edit = useEditStock();

  const setShelf = async (status: 0 | 1) => {
    const ids = selectedRows.filter((r) => r.status !== status).map((r) => r.id);
    if (ids.length === 0) return false;
    const ok = await runChange(() => shelf.mutateAsync({ ids, status }), env, status === GoodsStatus.OnShelf ? StockMsg.shelfOnOk : StockMsg.shelfOffOk);
    if (ok) select([]);
    return ok;
  };

  const removeSelected = async () => {
    if (selected.length === 0) return false;
    const ok = await runChange(() => remove.mutateAsync(selected), env, StockMsg.deleteOk);
    if (ok) select([]);
    return ok;
  };

  // Inline edit: one line (and on the desktop one cell) at a time.
  const [editing, setEditing] = useState<{ row: StockGoodsRow; field: 'price' | 'quantity' | 'both' } | null>(null);
  const [values, setValues] = useState<StockEditValues>({ price: '', priceUnit: 0, quantity: '' });
  const [editError, setEditError] = useState<string | null>(null);
  const startEdit = (row: StockGoodsRow, field: 'price' | 'quantity' | 'both' = 'both') => {
    setEditing({ row, field });
    setValues(editValuesOf(row));
    setEditError(null);
  };
  const stopEdit = () => {
    setEditing(null);
    setEditError(null);
  };
  const saveEdit = async () => {
    if (!editing) return false;
    const checked = editBodyOf(editing.row, values);
    if ('error' in checked) {
      setEditError(checked.error);
      return false;
    }
    const ok = await runChange(() => edit.mutateAsync(checked.body), env, StockMsg.editOk);
    if (ok) stopEdit();
    return ok;
  };

  return {
    tab: tab.key as StockTabKey,
    keyword,
    page,
    pageSize: StockLimits.pageSize,
    /** The desktop's page query, or the phone's infinite one. */
    pageQuery,
    pagesQuery,
    rows,
    total: infinite ? (pagesQuery.data?.pages[0]?.total ?? 0) : (pageQuery.data?.total ?? 0),
    setTab: (key: StockTabKey) => go({ status: key === 'all' ? undefined : key, page: undefined }),
    search: (text: string) => go({ keyword: text.trim() || undefined, page: undefined }),
    setPage: (p: number) => go({ page: p > 1 ? String(p) : undefined }),
    selected,
    select,
    toggle,
    allSelected: rows.length > 0 && selected.length === rows.length,
    selectAll: (on: boolean) => select(on ? rows.map((r) => r.id) : []),
    /** 上架 applies to selected lines off the shelf, 下架 to those on it. */
    canShelfOn: selectedRows.some((r) => r.status === GoodsStatus.OffShelf),
    canShelfOff: selectedRows.some((r) => r.status === GoodsStatus.OnShelf),
    busy: shelf.isPending || remove.isPending,
    shelfOn: () => setShelf(GoodsStatus.OnShelf),
    shelfOff: () => setShelf(GoodsStatus.OffShelf),
    removeSelected,
    editing,
    values,
    setValues: (change: Partial<StockEditValues>) => {
      setValues((v) => ({ ...v, ...change }));
      setEditError(null);
    },
    editError,
    saving: edit.isPending,
    startEdit,
    stopEdit,
    saveEdit,
    exportAll: () => saveDownload(exportStock, env),
    downloadTemplate: () => saveDownload(downloadStockTemplate, env),
  };
}

export type MyStockPage = ReturnType<typeof useMyStockPage>;
