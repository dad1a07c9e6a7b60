import { useSearchParams } from 'react-router';
import { BannerPosition, CLUE_TABS, CONDITIONS, GoodsType } from '@mts/shared/constants';
import type { GoodsSearchQuery } from '@mts/shared/schemas';
import { positiveInt } from '@/lib/query-params';
import { parseSort } from './sort';

export type GoodsCondition = (typeof CONDITIONS)[number];

/** A change to the list's address: a key set to a value, or cleared by undefined or ''. */
export type GoodsQueryChanges = Record<string, string | number | undefined>;

const parseCondition = (v: string | null) => ((CONDITIONS as readonly string[]).includes(v ?? '') ? (v as GoodsCondition) : undefined);
const parseType = (v: string | null) => {
  const n = positiveInt(v);
  return n === GoodsType.Supply || n === GoodsType.Demand ? n : undefined;
};
const parsePriceUnit = (v: string | null) => (v === '0' || v === '10' ? (Number(v) as 0 | 10) : undefined);

/**
 * A goods list's address (both apps): changing it writes the query string; a change that does not name the page
 * starts again at page 1. The phone replaces the history entry, the desktop pushes one.
 */
export function useGoodsQueryUpdate({ replace = false }: { replace?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  return {
    params,
    update: (changes: GoodsQueryChanges) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      setParams(next, { replace });
    },
  };
}

/**
 * The search results' state (/searchlist on the phone, /pc/search on the desktop), all in the query string:
 * keyword, category or brand, the type (货源/求购), sort, the trade filters (成色, 币种, 批号) and the page.
 */
export function useGoodsSearchQuery(options?: { replace?: boolean }) {
  const { params, update } = useGoodsQueryUpdate(options);
  const keyword = (params.get('keyword') ?? '').trim();
  const categoryId = positiveInt(params.get('categoryId'));
  const brand = (params.get('brand') ?? '').trim();
  return {
    keyword,
    categoryId,
    brand,
    type: parseType(params.get('type')),
    sort: parseSort(params.get('sort')),
    condition: parseCondition(params.get('condition')),
    priceUnit: parsePriceUnit(params.get('priceUnit')),
    dateCode: (params.get('dateCode') ?? '').trim().slice(0, 8),
    page: positiveInt(params.get('page')) ?? 1,
    update,
  };
}

export type GoodsSearchState = ReturnType<typeof useGoodsSearchQuery>;

/** The search's filters as the goods list asks for them (what is not chosen is left out), without the page. */
export function goodsSearchFilters(q: GoodsSearchState): Omit<GoodsSearchQuery, 'pageNum'> {
  const filters: Omit<GoodsSearchQuery, 'pageNum'> = { sort: q.sort };
  if (q.keyword) filters.keyword = q.keyword;
  if (q.categoryId) filters.categoryId = q.categoryId;
  if (q.brand) filters.brand = q.brand;
  if (q.type) filters.type = q.type;
  if (q.condition) filters.condition = q.condition;
  if (q.priceUnit !== undefined) filters.priceUnit = q.priceUnit;
  if (q.dateCode) filters.dateCode = q.dateCode;
  return filters;
}

const CLUE_BANNER_POSITION = { 0: BannerPosition.ClueSource, 1: BannerPosition.ClueBuy } as const;

/**
 * The 供求信息 list's state (/clue on the phone, /pc/clue on the desktop) in the query string: the 货源/求购 tab
 * (?active=0|1) and its banner position, and the desktop's filters (分类, 品牌, sort) and page. Another tab drops
 * the category and brand.
 */
export function useClueListQuery(options?: { replace?: boolean }) {
  const { params, update } = useGoodsQueryUpdate(options);
  const active = params.get('active') === '1' ? 1 : 0;
  return {
    active,
    tab: CLUE_TABS[active],
    position: CLUE_BANNER_POSITION[active],
    page: positiveInt(params.get('page')) ?? 1,
    categoryId: positiveInt(params.get('categoryId')),
    brand: params.get('brand') ?? '',
    sort: parseSort(params.get('sort')),
    update,
    setActive: (key: string) => update({ active: key === '1' ? 1 : 0, categoryId: undefined, brand: undefined }),
  };
}
