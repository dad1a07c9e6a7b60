import { useEffect, useRef, useState } from 'react';
import type { RatingTarget } from '@mts/shared/constants';
import type { EvaluateRow } from '@mts/shared/schemas';
import { loadedRows } from '@/lib/infinite';
import { useMyEvaluate } from '../api/get-my-evaluate';
import { openTargets, type EvaluateTab } from '../model/rating-view';

/** How many pages are loaded at most while looking for a linked order (?orderId=). */
const MAX_FOCUS_PAGES = 20;

export type OpenForm = { orderId: number; target: RatingTarget } | null;

/**
 * The state of /myxg/myEvaluate on both apps: the tab's rows page by page, the one form open (an order and a target),
 * and the linked order (?orderId=, from an order's 去评价): its pages are loaded until it shows, then its first open
 * target's form opens and the row is scrolled to (`data-order-id`). `missing` when the tab has no such row.
 */
export function useEvaluatePage(tab: EvaluateTab, focusOrderId: number | null, pageSize: number, delayMs?: number) {
  const query = useMyEvaluate(tab, pageSize, delayMs);
  const rows: EvaluateRow[] = loadedRows(query.data);
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const focused = focusOrderId === null ? undefined : rows.find((r) => r.orderId === focusOrderId);
  const pages = query.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isPending } = query;

  // Keep loading pages until the linked order is there (or the list ends).
  useEffect(() => {
    if (focusOrderId === null || focused || isPending || !hasNextPage || isFetchingNextPage || pages >= MAX_FOCUS_PAGES) return;
    void fetchNextPage();
  }, [focusOrderId, focused, isPending, hasNextPage, isFetchingNextPage, pages, fetchNextPage]);

  // Once it is there: open its first open target's form and bring it into view (once per linked order).
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (!focused || shown.current === focused.orderId) return;
    shown.current = focused.orderId;
    const target = openTargets(focused)[0];
    if (target && tab === 0) setOpenForm({ orderId: focused.orderId, target });
    requestAnimationFrame(() => document.querySelector(`[data-order-id="${focused.orderId}"]`)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }));
  }, [focused, tab]);

  const missing = focusOrderId !== null && !focused && !isPending && (!hasNextPage || pages >= MAX_FOCUS_PAGES) && !isFetchingNextPage;
  const focusedId = focused?.orderId ?? null;
  /** A row's card state on both apps: marked when linked, its open form's target, and how it opens or closes one. */
  const cardOf = (orderId: number) => ({
    focused: focusedId === orderId,
    openTarget: openForm?.orderId === orderId ? openForm.target : null,
    onOpenForm: (target: RatingTarget | null) => setOpenForm(target ? { orderId, target } : null),
  });
  return { query, rows, openForm, setOpenForm, focusedId, missing, cardOf };
}
