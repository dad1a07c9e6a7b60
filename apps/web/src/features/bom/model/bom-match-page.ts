import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BomDetail, BomLineChanges, BomLineMatch, BomRefusal, PreOrderRow } from '@mts/shared/schemas';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { bomToCart, bomToPreOrders, chooseOffer, exportBom, rematchBom, sendBomRfq } from '../api/bom-moves';
import { useBomDetail, useBomOffers } from '../api/get-bom-detail';
import { bomKeys, RFQ_ROOT, TRADE_ROOT } from '../api/keys';
import { attempt, saveDownload, type BomEnv } from './bom-env';
import { defaultRfqDeadline, quickSelect, rfqDeadlineError, type QuickSelect } from './bom-line';

/** A refused line in words: 第 3 行 K4A8G165WCBCTD：低于起订量. */
export type RefusedLine = { lineId: number; row: number; goodsModel: string; reason: string };

/** What the last 加入购物车 / 生成意向单 did: how many went through, the intention orders made, the lines refused. */
export type ActionResult = { kind: 'cart'; added: number; refused: RefusedLine[] } | { kind: 'preOrders'; list: PreOrderRow[]; refused: RefusedLine[] };

/** The result's first words: where the lines went and what comes next. */
export function resultLead(result: ActionResult): string {
  if (result.kind === 'cart')
    return result.added > 0 ? '已按选用的报价加入购物车，可在购物车里合并结算。' : '所选的行都没有加入购物车，原因见下。';
  return result.list.length > 0 ? '每个商品一个意向单，谈判人确认后即可签约付款。' : '所选的行都没有生成意向单，原因见下。';
}

/**
 * The match page (both apps, /bom/:id): the BOM with its summary and lines, the selection (one by one, 全选, 选有货,
 * 选未找到), the offers of one line to switch (POST /bom/choose), the moves on the selected lines (加入购物车,
 * 生成意向单 with each refusal shown on its line, 询价 with its deadline and remark → 我的询价), 重新匹配 (the changes
 * shown per line until the page is left) and 导出.
 */
export function useBomMatchPage(id: number, env: BomEnv) {
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const detail = useBomDetail(id, id > 0);
  const bom = detail.data;
  const lines = useMemo(() => bom?.lines ?? [], [bom]);
  const lineById = useMemo(() => new Map(lines.map((l) => [l.id, l])), [lines]);

  // Selection: kept as ids, only those still in the BOM count.
  const [picked, setPicked] = useState<number[]>([]);
  const selected = picked.filter((lineId) => lineById.has(lineId));
  const selectedSet = new Set(selected);
  const toggle = (lineId: number, on: boolean) => setPicked(on ? [...new Set([...selected, lineId])] : selected.filter((x) => x !== lineId));
  const select = (which: QuickSelect | 'clear') => setPicked(which === 'clear' ? [] : quickSelect(lines, which));

  // What 重新匹配 found, kept while the page is open (a later read of the detail has no changes).
  const [changes, setChanges] = useState<Map<number, BomLineChanges>>(new Map());
  const changesOf = (line: BomLineMatch) => line.changes ?? changes.get(line.id);

  // The offers of one line, to switch.
  const [offersLineId, setOffersLineId] = useState<number | null>(null);
  const offers = useBomOffers(offersLineId);
  const choose = useMutation({ mutationFn: ({ lineId, goodsId }: { lineId: number; goodsId: number }) => chooseOffer(lineId, goodsId) });
  const chooseFor = async (goodsId: number) => {
    if (offersLineId === null) return false;
    const line = await attempt(() => choose.mutateAsync({ lineId: offersLineId, goodsId }));
    if (!line) return false;
    queryClient.setQueryData<BomDetail>(bomKeys.detail(id), (old) => (old ? { ...old, lines: old.lines.map((l) => (l.id === line.id ? { ...l, ...line } : l)) } : old));
    // The summary's totals follow the chosen offer: read again from the server.
    void queryClient.invalidateQueries({ queryKey: bomKeys.detail(id) });
    setOffersLineId(null);
    env.notify('已切换报价');
    return true;
  };

  const refusedLines = (refused: BomRefusal[]): RefusedLine[] =>
    refused.map((r) => ({ lineId: r.lineId, row: lineById.get(r.lineId)?.row ?? 0, goodsModel: lineById.get(r.lineId)?.goodsModel ?? '', reason: r.reason }));
  const [result, setResult] = useState<ActionResult | null>(null);
  const refusedById = new Map((result?.refused ?? []).map((r) => [r.lineId, r.reason]));

  const cart = useMutation({ mutationFn: (lineIds: number[]) => bomToCart(id, lineIds), onSettled: () => queryClient.invalidateQueries({ queryKey: TRADE_ROOT }) });
  const addToCart = async () => {
    if (selected.length === 0) return env.warn('请先勾选BOM行'), false;
    const done = await attempt(() => cart.mutateAsync(selected));
    if (!done) return false;
    setResult({ kind: 'cart', added: done.added, refused: refusedLines(done.refused) });
    if (done.added > 0) env.notify(`已加入购物车 ${done.added} 行`);
    else env.warn('所选的行都无法加入购物车');
    return true;
  };

  const preOrders = useMutation({ mutationFn: (lineIds: number[]) => bomToPreOrders(id, lineIds), onSettled: () => queryClient.invalidateQueries({ queryKey: TRADE_ROOT }) });
  const makePreOrders = async () => {
    if (selected.length === 0) return env.warn('请先勾选BOM行'), false;
    const done = await attempt(() => preOrders.mutateAsync(selected));
    if (!done) return false;
    setResult({ kind: 'preOrders', list: done.list, refused: refusedLines(done.refused) });
    if (done.list.length > 0) env.notify(`已生成 ${done.list.length} 个意向单`);
    else env.warn('所选的行都无法生成意向单');
    return true;
  };

  // 询价: the dialog's deadline (3 days ahead by default) and remark.
  const [rfqOpen, setRfqOpen] = useState(false);
  const [deadline, setDeadline] = useState<Date>(() => defaultRfqDeadline());
  const [remark, setRemark] = useState('');
  const [rfqError, setRfqError] = useState<string | null>(null);
  const rfq = useMutation({
    mutationFn: sendBomRfq,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: RFQ_ROOT }), queryClient.invalidateQueries({ queryKey: bomKeys.detail(id) })]),
  });
  const openRfq = () => {
    if (selected.length === 0) return env.warn('请先勾选要询价的行'), false;
    setDeadline(defaultRfqDeadline());
    setRemark('');
    setRfqError(null);
    setRfqOpen(true);
    return true;
  };
  const sendRfq = async () => {
    const error = rfqDeadlineError(deadline);
    setRfqError(error);
    if (error) return false;
    const done = await attempt(() => rfq.mutateAsync({ bomId: id, lineIds: selected, deadline: deadline.toISOString(), remark: remark.trim() || undefined }));
    if (!done) return false;
    setRfqOpen(false);
    env.notify(`已发出 ${done.list.length} 个询价`);
    navigate(`${env.base}/rfq`);
    return true;
  };

  const rematch = useMutation({ mutationFn: () => rematchBom(id) });
  const runRematch = async () => {
    const next = await attempt(() => rematch.mutateAsync());
    if (!next) return false;
    const found = new Map(next.lines.filter((l) => l.changes && Object.keys(l.changes).length > 0).map((l) => [l.id, l.changes!]));
    setChanges(found);
    queryClient.setQueryData(bomKeys.detail(id), next);
    void queryClient.invalidateQueries({ queryKey: bomKeys.list() });
    env.notify(found.size > 0 ? `重新匹配完成，${found.size} 行有变化` : '重新匹配完成，没有变化');
    return true;
  };

  return {
    id,
    detail,
    bom,
    lines,
    selected,
    isSelected: (lineId: number) => selectedSet.has(lineId),
    toggle,
    select,
    allSelected: lines.length > 0 && selected.length === lines.length,
    changesOf,
    changedCount: changes.size,
    refusedReason: (lineId: number) => refusedById.get(lineId),
    offersLine: offersLineId === null ? null : (lineById.get(offersLineId) ?? null),
    offers,
    openOffers: (lineId: number) => setOffersLineId(lineId),
    closeOffers: () => setOffersLineId(null),
    chooseFor,
    choosing: choose.isPending,
    result,
    dismissResult: () => setResult(null),
    addToCart,
    makePreOrders,
    busy: cart.isPending || preOrders.isPending,
    rfqOpen,
    openRfq,
    closeRfq: () => setRfqOpen(false),
    deadline,
    setDeadline: (d: Date) => {
      setDeadline(d);
      setRfqError(null);
    },
    remark,
    setRemark,
    rfqError,
    sendRfq,
    sendingRfq: rfq.isPending,
    runRematch,
    rematching: rematch.isPending,
    exportXlsx: () => saveDownload(() => exportBom(id, bom?.name ?? ''), env),
    goCart: () => navigate(`${env.base}/cart`),
    preOrderPath: (preOrderId: number) => `${env.base}/preOrderDetail/${preOrderId}`,
    rfqPath: (rfqId: number) => `${env.base}/rfq/${rfqId}`,
  };
}

export type BomMatchPage = ReturnType<typeof useBomMatchPage>;
