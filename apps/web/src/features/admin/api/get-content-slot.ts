import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BannerItem } from '@mts/shared/schemas';
import { Limits } from '@mts/shared/constants';
import { getRows } from '@/lib/http';
import type { BannerSlot, ContentKind } from '../model/content';
import { adminKeys } from './keys';

/** GET /admin/content/banners | nav?which&type&position: one slot's rows, shown and hidden, by sort (the whole slot: reorder sends every id). */
export const getContentSlot = (kind: ContentKind, slot: BannerSlot) =>
  getRows<BannerItem>(`/admin/content/${kind}`, { which: slot.which, type: slot.type, position: slot.position, pageNum: 1, pageSize: Limits.maxPageSize });

export const useContentSlot = (kind: ContentKind, slot: BannerSlot) =>
  useQuery({ queryKey: adminKeys.contentRows(kind, slot), queryFn: () => getContentSlot(kind, slot), placeholderData: keepPreviousData, staleTime: 0 });
