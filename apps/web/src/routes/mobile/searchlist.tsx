import { useMemo, useState } from 'react';
import Dropdown from 'antd-mobile/es/components/dropdown';
import { CONDITIONS, GOODS_SORTS, GoodsType, Limits, PRICE_UNIT_SYMBOL, type GoodsSort } from '@mts/shared/constants';
import { useGoodsList } from '@/features/goods/api/get-goods-list';
import { useCategory } from '@/features/content/hooks/use-category';
import { goodsSearchFilters, useGoodsSearchQuery } from '@/features/goods/model/search-page';
import { GoodsInfiniteList } from '@/features/goods/components/mobile/goods-infinite-list';
import { BackIcon } from '@/components/mobile/icons';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { SearchEntry } from '@/components/mobile/search-entry';
import { openGoodsPath, useBack } from '@/components/mobile/navigation';
import styles from './searchlist.module.css';

const TYPE_OPTIONS = [
  { value: '', label: '全部' },
  { value: String(GoodsType.Supply), label: '货源' },
  { value: String(GoodsType.Demand), label: '求购' },
] as const;

/** 批号 filter choices: this year and the three before, each meaning that year or newer (24+). */
const dateCodeOptions = (year = new Date().getFullYear() % 100) =>
  [0, 1, 2, 3].map((back) => {
    const yy = String(year - back).padStart(2, '0');
    return { value: `${yy}+`, label: `${yy}+` };
  });

const SORT_LABELS: Record<GoodsSort, string> = { newest: '最新', priceAsc: '价格从低到高', priceDesc: '价格从高到低' };

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

type TradeFilter = 'condition' | 'priceUnit' | 'dateCode';
type TradeFiltersProps = { values: Record<TradeFilter, string>; onPick: (key: TradeFilter, value: string) => void };

/** 筛选: the trade's filters (成色, 币种, 批号), each a row of chips; tapping the chosen chip again clears it. */
function TradeFilters({ values, onPick }: TradeFiltersProps) {
  const groups: { key: TradeFilter; title: string; options: { value: string; label: string }[] }[] = [
    { key: 'condition', title: '成色', options: CONDITIONS.map((c) => ({ value: c, label: c })) },
    { key: 'priceUnit', title: '币种', options: [0, 10].map((u) => ({ value: String(u), label: u === 10 ? `${PRICE_UNIT_SYMBOL[u]} 美元` : `${PRICE_UNIT_SYMBOL[u]} 人民币` })) },
    { key: 'dateCode', title: '批号', options: dateCodeOptions() },
  ];
  return (
    <div className={styles.trade} data-testid="searchlist-trade-filters">
      {groups.map((g) => (
        <div key={g.key} className={styles.tradeGroup}>
          <div className={styles.tradeTitle}>{g.title}</div>
          <div className={styles.tradeChips}>
            {g.options.map((o) => (
              <button
                key={o.value}
                type="button"
                aria-pressed={values[g.key] === o.value}
                className={`${styles.tradeChip} ${values[g.key] === o.value ? styles.tradeChipOn : ''}`}
                onClick={() => onPick(g.key, values[g.key] === o.value ? '' : o.value)}
              >
                {o.label}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Search results by keyword, category or brand, with type, sort and brand filters kept in the query string. */
export function Component() {
  const navigate = useAppNavigate();
  const back = useBack();
  const [openFilter, setOpenFilter] = useState<string | null>(null);
  const query = useGoodsSearchQuery({ replace: true });
  const category = useCategory(query.categoryId);
  const { keyword, categoryId, brand, type, sort, condition, priceUnit, dateCode, update } = query;
  const base = { ...(keyword ? { keyword } : {}), ...(categoryId ? { categoryId } : {}) };
  const params = { ...goodsSearchFilters(query), pageSize: Limits.goodsPageSize };

  /** Brand choices: the brands among (up to 100 of) the unfiltered results of this search. */
  const brandSample = useGoodsList({ ...base, pageNum: 1, pageSize: Limits.maxPageSize });
  const brandOptions = useMemo(() => {
    const names = new Set((brandSample.data?.records ?? []).map((g) => g.brandName).filter(Boolean));
    if (brand) names.add(brand);
    return [{ value: '', label: '全部品牌' }, ...[...names].sort((a, b) => a.localeCompare(b, 'zh-CN')).map((n) => ({ value: n, label: n }))];
  }, [brandSample.data, brand]);

  const headerText = keyword || brand || category?.name || '';

  const setFilter = (key: 'type' | 'sort' | 'brand' | TradeFilter, value: string) => {
    update({ [key]: key === 'sort' && value === 'newest' ? undefined : value });
    setOpenFilter(null);
  };

  const tradeCount = [condition, priceUnit, dateCode].filter((v) => v !== undefined && v !== '').length;
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
          <Dropdown.Item key="trade" title={tradeCount ? `筛选(${tradeCount})` : '筛选'} highlight={tradeCount > 0}>
            <TradeFilters values={{ condition: condition ?? '', priceUnit: priceUnit === undefined ? '' : String(priceUnit), dateCode }} onPick={setFilter} />
          </Dropdown.Item>
        </Dropdown>
      </div>
      {category && !keyword && <div className={styles.scope}>分类：{category.name}</div>}
      <div className={styles.list}>
        <GoodsInfiniteList key={JSON.stringify(params)} params={params} highlight={keyword} onOpen={(id) => navigate(openGoodsPath(id))} />
      </div>
    </div>
  );
}
