import { Alert, Button, Tabs } from 'antd';
import { BannerWhich, CLUE_TABS, Limits } from '@mts/shared/constants';
import { GoodsStatus } from '@mts/shared/status';
import { Msg } from '@mts/shared/messages';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { SafeImage } from '@/components/safe-image';
import { useBanners } from '@/features/content/api/get-banners';
import { useCategoryTree } from '@/features/content/api/get-category-tree';
import { CategoryCascader } from '@/features/content/components/desktop/category-cascader';
import { useGoodsList } from '@/features/goods/api/get-goods-list';
import { BrandInput } from '@/features/goods/components/desktop/brand-input';
import { GoodsTable } from '@/features/goods/components/desktop/goods-table';
import { SortSelect } from '@/features/goods/components/desktop/sort-select';
import { useClueListQuery } from '@/features/goods/model/search-page';
import './clue.css';

/** /pc/clue: 货源/求购 tabs (?active=0|1), the tab's banner, filters and a paged table. */
export function CluePage() {
  const navigate = useAppNavigate();
  const { active, tab, position, page, categoryId, brand, sort, update, setActive } = useClueListQuery();

  const banners = useBanners({ which: BannerWhich.PC, position });
  const tree = useCategoryTree();
  const goods = useGoodsList({
    type: tab.goodsType,
    status: GoodsStatus.OnShelf,
    pageNum: page,
    pageSize: Limits.goodsPageSize,
    categoryId,
    brand: brand || undefined,
    sort,
  });

  const banner = [...(banners.data ?? [])].sort((a, b) => a.sort - b.sort)[0];

  return (
    <div className="pc-container pc-clue">
      <div className="pc-clue-banner">
        {banner ? (
          <SafeImage src={banner.image || banner.imgUrl} alt={banner.title} />
        ) : (
          <div className="pc-clue-banner-text">
            <h1>{tab.title}信息</h1>
            <p>{active === 0 ? '原厂、代理与贸易商的现货与期货报价' : '终端工厂与贸易商的实时采购需求'}</p>
          </div>
        )}
      </div>

      <div className="pc-card pc-clue-body">
        <Tabs
          size="large"
          activeKey={String(active)}
          onChange={setActive}
          items={CLUE_TABS.map((t) => ({ key: String(t.active), label: t.title }))}
        />
        <div className="pc-filter-bar">
          <label>分类</label>
          <CategoryCascader tree={tree.data ?? []} value={categoryId} onChange={(id) => update({ categoryId: id })} />
          <label>品牌</label>
          <BrandInput value={brand} onChange={(b) => update({ brand: b })} />
          <label>排序</label>
          <SortSelect value={sort} onChange={(s) => update({ sort: s === 'newest' ? undefined : s })} />
          {categoryId || brand || sort !== 'newest' ? (
            <Button type="link" onClick={() => update({ categoryId: undefined, brand: undefined, sort: undefined })}>
              重置筛选
            </Button>
          ) : null}
        </div>
        {goods.isError ? (
          <Alert type="error" showIcon title={Msg.listLoadFailed} action={<Button onClick={() => goods.refetch()}>重新加载</Button>} />
        ) : (
          <GoodsTable
            showType
            items={goods.data?.records ?? []}
            loading={goods.isFetching}
            onOpen={(item) => navigate(`/pc/goods/detail?id=${item.goodsId}`)}
            pagination={{
              current: page,
              pageSize: Limits.goodsPageSize,
              total: goods.data?.total ?? 0,
              showSizeChanger: false,
              showQuickJumper: true,
              showTotal: (total) => `共 ${total} 条`,
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
