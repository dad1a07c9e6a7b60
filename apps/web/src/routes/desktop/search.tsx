import { Alert, Button, Input, Segmented, Select, Tag } from 'antd';
import { Fragment, useEffect, useState } from 'react';
import { CLUE_TABS, CONDITIONS, Limits, PRICE_UNIT_SYMBOL, PriceUnit } from '@mts/shared/constants';
import { GoodsStatus } from '@mts/shared/status';
import { Msg } from '@mts/shared/messages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useGoodsList } from '@/features/goods/api/get-goods-list';
import { GoodsTable } from '@/features/goods/components/desktop/goods-table';
import { SearchBox } from '@/features/goods/components/desktop/search-box';
import { useHotWords } from '@/features/goods/hooks/use-hot-words';
import { searchHistory } from '@/lib/storage';
import { SortSelect } from '@/features/goods/components/desktop/sort-select';
import { useCategory } from '@/features/content/hooks/use-category';
import { goodsSearchFilters, useGoodsSearchQuery } from '@/features/goods/model/search-page';
import { searchUrl } from '@/features/goods/model/search-url';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './search.css';

const CONDITION_OPTIONS = CONDITIONS.map((c) => ({ value: c, label: c }));
const UNIT_OPTIONS = [PriceUnit.Yuan, PriceUnit.Dollar].map((u) => ({ value: u as number, label: `${PRICE_UNIT_SYMBOL[u]} ${u === PriceUnit.Dollar ? '美元' : '人民币'}` }));

const TYPE_OPTIONS = [{ value: 0, label: '全部' }, ...CLUE_TABS.map((t) => ({ value: t.goodsType as number, label: t.title }))];

/** /pc/search (and /pc/searchlist): keyword, category or brand search with type and sort filters. */
export function SearchPage() {
  const navigate = useAppNavigate();
  const hotWords = useHotWords().map((w) => w.label);
  const query = useGoodsSearchQuery();
  const category = useCategory(query.categoryId);
  const { keyword, categoryId, brand, type, sort, condition, priceUnit, dateCode, page, update } = query;
  const selects = [
    { label: '成色', key: 'condition', value: condition as string | undefined, options: CONDITION_OPTIONS as { value: string | number; label: string }[], width: 110, testId: 'filter-condition' },
    { label: '币种', key: 'priceUnit', value: priceUnit, options: UNIT_OPTIONS, width: 120 },
  ];

  const [history, setHistory] = useState(searchHistory.list);
  useEffect(() => {
    // A keyword that arrives by link counts as a search too.
    if (keyword) setHistory(searchHistory.add(keyword));
  }, [keyword]);

  const goods = useGoodsList({ ...goodsSearchFilters(query), status: GoodsStatus.OnShelf, pageNum: page, pageSize: Limits.goodsPageSize });

  const subject = keyword || category?.name || brand;
  useDocumentTitle(subject ? `${subject} 搜索结果` : '搜索');

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
          {selects.map((f) => (
            <Fragment key={f.key}>
              <label>{f.label}</label>
              <Select<string | number>
                allowClear
                placeholder="全部"
                value={f.value}
                options={f.options}
                style={{ width: f.width }}
                onChange={(v) => update({ [f.key]: v })}
                data-testid={f.testId}
              />
            </Fragment>
          ))}
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
