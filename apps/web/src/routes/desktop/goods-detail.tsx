import { CompanyBadge } from '@/components/company-badge';
import { Breadcrumb, Descriptions, Skeleton, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { PriceUnit } from '@mts/shared/constants';
import { GoodsStatus } from '@mts/shared/status';
import { formatDate, formatPieces } from '@mts/shared/format';
import { Msg } from '@mts/shared/messages';
import type { CategoryNode, GoodsDetail } from '@mts/shared/schemas';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { categoryTrail } from '@/features/content/model/category-tree';
import { useCategoryTree } from '@/features/content/api/get-category-tree';
import { useGoodsDetailPage } from '@/features/goods/model/detail-page';
import { useGoodsList } from '@/features/goods/api/get-goods-list';
import { GoodsCard } from '@/features/goods/components/desktop/goods-card';
import { GoodsGallery } from '@/features/goods/components/desktop/goods-gallery';
import { GoodsPrice } from '@/features/goods/components/desktop/goods-price';
import { GoodsBuyPanel } from '@/features/trade/components/desktop/goods-buy-panel';
import { PLATFORM_HOTLINE } from '@/features/trade/model/contact';
import { useSession } from '@/lib/session';
import { isDemand } from '@/lib/price';
import { searchUrl } from '@/features/goods/model/search-url';
import { ResultCard } from '@/components/desktop/result-card';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './goods-detail.css';

const RELATED_COUNT = 6;

/** 行情 (issue 25): the price panel and the badge come with their own chunk (the chart's uPlot with a later one). */
const PricePanel = lazy(async () => ({ default: (await import('@/features/market/components/common/price-panel')).PricePanel }));
const MarketBadge = lazy(async () => ({ default: (await import('@/features/market/components/common/price-panel')).MarketBadge }));

/** The listing's own spec rows, then the standard fields it did not already list. */
function specItems(goods: GoodsDetail) {
  const standard = [
    { label: '分类', value: goods.categoryName },
    { label: '封装', value: goods.package },
    { label: '包装', value: goods.packing },
    { label: '批号', value: goods.dateCode },
    { label: '成色', value: goods.condition },
    { label: '起订量', value: goods.moq ? `${formatPieces(goods.moq)}` : '不限' },
    { label: '交货地', value: goods.deliveryPlace },
  ];
  const listed = new Set(goods.specs.map((s) => s.label));
  return [...goods.specs, ...standard.filter((s) => !listed.has(s.label))].map((s) => ({
    key: s.label,
    label: s.label,
    children: s.value || '—',
  }));
}

/** /pc/prodetail/:goodsId and /pc/goods/detail?id=: one listing with its specs, contact and related goods. */
export function GoodsDetailPage() {
  const { id: goodsId, detail } = useGoodsDetailPage();
  const navigate = useAppNavigate();
  useDocumentTitle(detail.data ? `${detail.data.goodsModel} ${detail.data.brandName}` : undefined);

  if (!goodsId || detail.isError) {
    return (
      <ResultCard className="pc-detail" status="404" title={Msg.goodsNotFound} actions={[{ key: 'clue', text: '去看看供求信息', primary: true, onClick: () => navigate('/pc/clue') }]} />
    );
  }
  if (detail.isPending) {
    return (
      <div className="pc-container pc-detail">
        <div className="pc-card">
          <Skeleton active avatar={{ shape: 'square', size: 440 }} paragraph={{ rows: 10 }} />
        </div>
      </div>
    );
  }
  return <GoodsDetailView goods={detail.data} />;
}

function GoodsDetailView({ goods }: { goods: GoodsDetail }) {
  const navigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const loggedIn = useSession((s) => Boolean(s.user?.token));
  // logged out: the login dialog opens (backUrl) and returns to what was asked
  const loginFirst = (target: string) => {
    const params = new URLSearchParams(search);
    params.set('backUrl', target);
    navigate(`${pathname}?${params.toString()}`);
  };
  const tree = useCategoryTree();
  const trail = categoryTrail(tree.data ?? [], goods.categoryId);
  const related = useGoodsList({ categoryId: goods.categoryId, status: GoodsStatus.OnShelf, pageNum: 1, pageSize: RELATED_COUNT + 1 });
  const relatedItems = (related.data?.records ?? []).filter((g) => g.goodsId !== goods.goodsId).slice(0, RELATED_COUNT);
  const demand = isDemand(goods);
  const taxText = goods.priceUnit === PriceUnit.Dollar ? '不含税 · 香港交货' : goods.taxIncluded ? '含税（13% 增值税）' : '不含税';

  const facts: { label: string; value: string }[] = [
    { label: '品牌', value: [goods.brandName, goods.brandNameEn].filter(Boolean).join(' ') },
    { label: demand ? '求购数量' : '库存数量', value: `${formatPieces(goods.quantity)}` },
    { label: '起订量', value: goods.moq ? `${formatPieces(goods.moq)}` : '不限' },
    { label: '批号', value: goods.dateCode },
    { label: '成色', value: goods.condition },
    { label: '封装', value: goods.package },
    { label: '包装', value: goods.packing },
    { label: '交货地', value: goods.deliveryPlace },
    { label: '货期', value: goods.stockType === '期货' ? `期货${goods.leadTime ? `，交期 ${goods.leadTime}` : ''}` : '现货' },
    { label: '发布时间', value: formatDate(goods.createTime) },
  ];

  return (
    <div className="pc-container pc-detail">
      <Breadcrumb
        className="pc-detail-crumbs"
        items={[
          { title: <Link to="/pc/home">首页</Link> },
          { title: <Link to="/pc/category">商品分类</Link> },
          ...(trail.length ? trail : [{ id: goods.categoryId, name: goods.categoryName } as CategoryNode]).map((c) => ({
            title: <Link to={searchUrl({ categoryId: c.id })}>{c.name}</Link>,
          })),
          { title: goods.goodsModel },
        ]}
      />

      <div className="pc-card pc-detail-main">
        <GoodsGallery images={goods.images.length ? goods.images : [goods.goodsImage]} alt={goods.goodsModel} />
        <div className="pc-detail-info">
          <div className="pc-detail-tags">
            {demand ? <Tag color="orange">求购</Tag> : <Tag color="blue">货源</Tag>}
            <Tag color={goods.stockType === '期货' ? 'purple' : 'green'}>{goods.stockType}</Tag>
            {goods.status === GoodsStatus.OffShelf ? <Tag>已下架</Tag> : null}
          </div>
          <h1>{goods.goodsModel}</h1>
          <p className="pc-detail-name">{goods.goodsName}{goods.deputyTitle ? ` · ${goods.deputyTitle}` : ''}</p>
          <CompanyBadge company={goods.company} detailed className="pc-detail-company" />

          <div className="pc-detail-price">
            <span className="pc-detail-price-label">{demand ? '目标价' : '单价'}</span>
            <GoodsPrice item={{ ...goods, goodsType: undefined, type: undefined }} size="large" />
            {goods.priceMin !== null ? <span className="pc-detail-price-unit">/ 片 · {taxText}</span> : <span className="pc-detail-price-unit">价格请与联系人沟通</span>}
            <Suspense fallback={null}>
              <MarketBadge goodsId={goods.goodsId} />
            </Suspense>
          </div>

          <dl className="pc-detail-facts">
            {facts.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value || '—'}</dd>
              </div>
            ))}
          </dl>

          <div className="pc-detail-contact">
            <div>
              <span>联系人</span>
              <strong>{goods.contactName || goods.shopContacts || '平台客服'}</strong>
            </div>
            <div>
              <span>联系电话</span>
              <strong>{goods.contactMobile || PLATFORM_HOTLINE}</strong>
            </div>
            <p>平台担保交易：货款由平台冻结，验货通过后放款给卖家。</p>
          </div>
          <GoodsBuyPanel goods={goods} loggedIn={loggedIn} navigate={navigate} onLoginFirst={loginFirst} />
        </div>
      </div>

      <div className="pc-detail-market">
        <Suspense fallback={null}>
          <PricePanel goodsId={goods.goodsId} base="/pc" chartHeight={240} />
        </Suspense>
      </div>

      <div className="pc-card pc-detail-section">
        <h2>规格参数</h2>
        <Descriptions
          bordered
          column={3}
          size="middle"
          items={specItems(goods)}
        />
        <h2 className="pc-detail-remark-title">备注</h2>
        <p className="pc-detail-remark">{goods.remark || '暂无备注'}</p>
      </div>

      <div className="pc-card pc-detail-section">
        <div className="pc-section-title">
          <h2>同类商品<small>{goods.categoryName}</small></h2>
          <Link to={searchUrl({ categoryId: goods.categoryId })}>查看更多 ›</Link>
        </div>
        {related.isPending ? (
          <Skeleton active />
        ) : relatedItems.length ? (
          <div className="pc-detail-related">
            {relatedItems.map((item) => (
              <GoodsCard key={item.id} item={item} onOpen={(g) => navigate(`/pc/prodetail/${g.goodsId}`)} />
            ))}
          </div>
        ) : (
          <p className="pc-detail-remark">{Msg.empty}</p>
        )}
      </div>
    </div>
  );
}
