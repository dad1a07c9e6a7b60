import { useMemo, useState } from 'react';
import Dropdown from 'antd-mobile/es/components/dropdown';
import { useSearchParams } from 'react-router';
import { GOODS_SORTS, GoodsType, Limits, type GoodsSort } from '@mts/shared/constants';
import type { CategoryNode, GoodsListQuery } from '@mts/shared/schemas';
import { useCategoryTree } from '@/features/content/api/get-category-tree';
import { useGoodsList } from '@/features/goods/api/get-goods-list';
import { GoodsInfiniteList } from '@/features/goods/components/mobile/goods-infinite-list';
import { BackIcon } from '@/components/mobile/icons';
import { useAppNavigate } from '@/app/use-app-navigate';
import { SearchEntry } from './search-entry';
import { openGoodsPath, useBack } from './navigation';
import styles from './searchlist.module.css';

const TYPE_OPTIONS = [
  { value: '', label: '全部' },
  { value: String(GoodsType.Supply), label: '货源' },
  { value: String(GoodsType.Demand), label: '求购' },
] as const;

const SORT_LABELS: Record<GoodsSort, string> = { newest: '最新', priceAsc: '价格从低到高', priceDesc: '价格从高到低' };

function findCategory(nodes: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategory(node.children, id);
    if (found) return found;
  }
  return undefined;
}

type OptionListProps = { options: readonly { value: string; label: string }[]; value: string; onPick: (value: string) => void };

function OptionList({ options, value, onPick }: OptionListProps) {
  return (
    <ul className={styles.options}>
      {options.map((o) => (
        <li key={o.value}>
          <button type="button" className={`${styles.option} ${o.value === value ? styles.optionActive : ''}`} onClick={() => onPick(o.value)}>
            {o.label}
            {o.value === value && <span className={styles.check}>✓</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Search results by keyword, category or brand, with type, sort and brand filters kept in the query string. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useAppNavigate();
  const back = useBack();
  const tree = useCategoryTree();
  const [openFilter, setOpenFilter] = useState<string | null>(null);

  const keyword = searchParams.get('keyword')?.trim() ?? '';
  const categoryId = Number(searchParams.get('categoryId')) || undefined;
  const brand = searchParams.get('brand')?.trim() ?? '';
  const typeParam = searchParams.get('type') ?? '';
  const type = typeParam === '1' || typeParam === '2' ? (Number(typeParam) as 1 | 2) : undefined;
  const sortParam = searchParams.get('sort') ?? '';
  const sort: GoodsSort = (GOODS_SORTS as readonly string[]).includes(sortParam) ? (sortParam as GoodsSort) : 'newest';

  const base = useMemo(() => {
    const q: Omit<GoodsListQuery, 'pageNum'> = {};
    if (keyword) q.keyword = keyword;
    if (categoryId) q.categoryId = categoryId;
    return q;
  }, [keyword, categoryId]);
  const params = useMemo(() => {
    const q: Omit<GoodsListQuery, 'pageNum'> = { ...base, pageSize: Limits.goodsPageSize, sort };
    if (brand) q.brand = brand;
    if (type) q.type = type;
    return q;
  }, [base, brand, type, sort]);

  /** Brand choices: the brands among (up to 100 of) the unfiltered results of this search. */
  const brandSample = useGoodsList({ ...base, pageNum: 1, pageSize: Limits.maxPageSize });
  const brandOptions = useMemo(() => {
    const names = new Set((brandSample.data?.records ?? []).map((g) => g.brandName).filter(Boolean));
    if (brand) names.add(brand);
    return [{ value: '', label: '全部品牌' }, ...[...names].sort((a, b) => a.localeCompare(b, 'zh-CN')).map((n) => ({ value: n, label: n }))];
  }, [brandSample.data, brand]);

  const category = categoryId && tree.data ? findCategory(tree.data, categoryId) : undefined;
  const headerText = keyword || brand || category?.name || '';

  const setFilter = (key: 'type' | 'sort' | 'brand', value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value && !(key === 'sort' && value === 'newest')) next.set(key, value);
    else next.delete(key);
    setSearchParams(next, { replace: true });
    setOpenFilter(null);
  };

  const typeLabel = type ? TYPE_OPTIONS.find((o) => o.value === String(type))?.label : '类型';

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div className={styles.bar}>
          <button type="button" className={styles.back} onClick={back} aria-label="返回">
            <BackIcon size={22} />
          </button>
          <SearchEntry
            text={headerText}
            tone="grey"
            testId="searchlist-search"
            onOpen={() => navigate(keyword ? `/search?keyword=${encodeURIComponent(keyword)}` : '/search')}
          />
        </div>
        <Dropdown activeKey={openFilter} onChange={setOpenFilter} className={styles.filters} data-testid="searchlist-filters">
          <Dropdown.Item key="type" title={typeLabel} highlight={!!type}>
            <OptionList options={TYPE_OPTIONS} value={type ? String(type) : ''} onPick={(v) => setFilter('type', v)} />
          </Dropdown.Item>
          <Dropdown.Item key="sort" title={sort === 'newest' ? '最新' : SORT_LABELS[sort]} highlight={sort !== 'newest'}>
            <OptionList options={GOODS_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))} value={sort} onPick={(v) => setFilter('sort', v)} />
          </Dropdown.Item>
          <Dropdown.Item key="brand" title={brand || '品牌'} highlight={!!brand}>
            <OptionList options={brandOptions} value={brand} onPick={(v) => setFilter('brand', v)} />
          </Dropdown.Item>
        </Dropdown>
      </div>
      {category && !keyword && <div className={styles.scope}>分类：{category.name}</div>}
      <div className={styles.list}>
        <GoodsInfiniteList key={JSON.stringify(params)} params={params} onOpen={(id) => navigate(openGoodsPath(id))} />
      </div>
    </div>
  );
}
