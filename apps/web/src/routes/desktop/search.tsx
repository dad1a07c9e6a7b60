import { Alert, Button, Input, Segmented, Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CLUE_TABS, CONDITIONS, Limits, PRICE_UNIT_SYMBOL, PriceUnit } from '@mts/shared/constants';
import { GoodsStatus } from '@mts/shared/status';
import { Msg } from '@mts/shared/messages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useCategoryTree } from '@/features/content/api/get-category-tree';
import { useGoodsList } from '@/features/goods/api/get-goods-list';
import { GoodsTable } from '@/features/goods/components/desktop/goods-table';
import { SearchBox } from '@/features/goods/components/desktop/search-box';
import { useHotWords } from '@/features/goods/hooks/use-hot-words';
import { searchHistory } from '@/lib/storage';
import type { CategoryNode } from '@mts/shared/schemas';
import { positiveInt } from '@/lib/query-params';
import { SortSelect } from '@/features/goods/components/desktop/sort-select';
import { parseSort } from '@/features/goods/model/sort';
import { searchUrl } from '@/features/goods/model/search-url';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './search.css';

const CONDITION_OPTIONS = CONDITIONS.map((c) => ({ value: c, label: c }));
const UNIT_OPTIONS = [PriceUnit.Yuan, PriceUnit.Dollar].map((u) => ({ value: u as number, label: `${PRICE_UNIT_SYMBOL[u]} ${u === PriceUnit.Dollar ? '美元' : '人民币'}` }));
type Condition = (typeof CONDITIONS)[number];
const parseCondition = (v: string | null) => (CONDITIONS as readonly string[]).includes(v ?? '') ? (v as Condition) : undefined;

const TYPE_OPTIONS = [{ value: 0, label: '全部' }, ...CLUE_TABS.map((t) => ({ value: t.goodsType as number, label: t.title }))];

function findCategory(nodes: CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findCategory(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** /pc/search (and /pc/searchlist): keyword, category or brand search with type and sort filters. */
export function SearchPage() {
  const navigate = useAppNavigate();
  const hotWords = useHotWords().map((w) => w.label);
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const categoryId = positiveInt(params.get('categoryId'));
  const brand = (params.get('brand') ?? '').trim();
  const typeParam = positiveInt(params.get('type'));
  const type = typeParam === 1 || typeParam === 2 ? typeParam : undefined;
  const sort = parseSort(params.get('sort'));
  const condition = parseCondition(params.get('condition'));
  const unitParam = params.get('priceUnit');
  const priceUnit = unitParam === '0' || unitParam === '10' ? (Number(unitParam) as 0 | 10) : undefined;
  const dateCode = (params.get('dateCode') ?? '').trim().slice(0, 8);
  const page = positiveInt(params.get('page')) ?? 1;

  const [history, setHistory] = useState(searchHistory.list);
  useEffect(() => {
    // A keyword that arrives by link counts as a search too.
    if (keyword) setHistory(searchHistory.add(keyword));
  }, [keyword]);

  const tree = useCategoryTree();
  const category = categoryId ? findCategory(tree.data ?? [], categoryId) : undefined;
  const goods = useGoodsList({
    keyword: keyword || undefined,
    categoryId,
    brand: brand || undefined,
    type,
    sort,
    condition,
    priceUnit,
    dateCode: dateCode || undefined,
    status: GoodsStatus.OnShelf,
    pageNum: page,
    pageSize: Limits.goodsPageSize,
  });

  const subject = keyword || category?.name || brand;
  useDocumentTitle(subject ? `${subject} 搜索结果` : '搜索');

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  return (
    <div className="pc-container pc-search">
      <div className="pc-card pc-search-head">
        <SearchBox key={keyword} defaultValue={keyword} size="large" width={760} hotWords={hotWords} onSearch={(t) => navigate(searchUrl(t))} />
        {history.length ? (
          <div className="pc-search-history">
            <span>搜索历史：</span>
            {history.map((word) => (
              <Tag key={word} className="pc-search-history-tag" onClick={() => navigate(searchUrl({ keyword: word }))}>
                {word}
              </Tag>
            ))}
            <Button
              type="link"
              size="small"
              onClick={() => {
                searchHistory.clear();
                setHistory([]);
              }}
            >
              清空历史
            </Button>
          </div>
        ) : null}
      </div>

      <div className="pc-card pc-search-body">
        <div className="pc-search-summary">
          <h2>{subject ? <>“{subject}”的搜索结果</> : '全部商品'}</h2>
          <span>{goods.data ? `共 ${goods.data.total}${goods.data.totalCapped ? '+' : ''} 条` : ''}</span>
        </div>
        <div className="pc-filter-bar">
          <label>类型</label>
          <Segmented value={type ?? 0} options={TYPE_OPTIONS} onChange={(v) => update({ type: v || undefined })} />
          <label>排序</label>
          <SortSelect value={sort} onChange={(s) => update({ sort: s === 'newest' ? undefined : s })} />
          <label>成色</label>
          <Select<Condition>
            allowClear
            placeholder="全部"
            value={condition}
            options={CONDITION_OPTIONS}
            style={{ width: 110 }}
            onChange={(v) => update({ condition: v })}
            data-testid="filter-condition"
          />
          <label>币种</label>
          <Select<number>
            allowClear
            placeholder="全部"
            value={priceUnit}
            options={UNIT_OPTIONS}
            style={{ width: 120 }}
            onChange={(v) => update({ priceUnit: v })}
          />
          <label>批号</label>
          <Input.Search
            key={dateCode}
            defaultValue={dateCode}
            allowClear
            maxLength={8}
            placeholder="如 24+"
            style={{ width: 130 }}
            onSearch={(v) => update({ dateCode: v.trim() || undefined })}
          />
          {categoryId ? (
            <Tag closable color="blue" onClose={() => update({ categoryId: undefined })}>
              分类：{category?.name ?? categoryId}
            </Tag>
          ) : null}
          {brand ? (
            <Tag closable color="blue" onClose={() => update({ brand: undefined })}>
              品牌：{brand}
            </Tag>
          ) : null}
        </div>
        {goods.isError ? (
          <Alert type="error" showIcon title={Msg.listLoadFailed} action={<Button onClick={() => goods.refetch()}>重新加载</Button>} />
        ) : (
          <GoodsTable
            keyword={keyword}
            showType={!type}
            items={goods.data?.records ?? []}
            loading={goods.isFetching}
            onOpen={(item) => navigate(`/pc/prodetail/${item.goodsId}`)}
            pagination={{
              current: page,
              pageSize: Limits.goodsPageSize,
              total: goods.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `共 ${total}${goods.data?.totalCapped ? '+' : ''} 条`,
              hideOnSinglePage: true,
              onChange: (p) => {
                update({ page: p > 1 ? p : undefined });
                window.scrollTo({ top: 0 });
              },
            }}
          />
        )}
      </div>
    </div>
  );
}
