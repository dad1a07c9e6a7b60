import type { GoodsSort } from '@mts/shared/constants';

export const SORT_OPTIONS: { value: GoodsSort; label: string }[] = [
  { value: 'newest', label: '最新发布' },
  { value: 'priceAsc', label: '价格从低到高' },
  { value: 'priceDesc', label: '价格从高到低' },
];

/** The ?sort= of a list page; anything else is the newest first. */
export const parseSort = (v: string | null): GoodsSort => (SORT_OPTIONS.some((o) => o.value === v) ? (v as GoodsSort) : 'newest');
