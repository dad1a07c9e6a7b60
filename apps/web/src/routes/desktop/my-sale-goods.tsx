import { App, Button, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { QueryTable } from '@/components/desktop/paged-table';
import { useNavigate, useSearchParams } from 'react-router';
import { GoodsType, Limits } from '@mts/shared/constants';
import { GoodsStatus, goodsMachine, statusLabel } from '@mts/shared/status';
import { formatDate, formatQuantity } from '@mts/shared/format';
import type { MySaleGoodsItem } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { useMySaleGoods } from '@/features/goods/api/get-my-sale-goods';
import { useGoodsShelf } from '@/features/goods/hooks/use-goods-shelf';
import { canToggleShelf, isOnShelf } from '@/features/goods/model/shelf';
import { GoodsPrice } from '@/features/goods/components/desktop/goods-price';
import { positiveInt } from '@/lib/query-params';
import { useDocumentTitle } from '@/components/desktop/use-document-title';

const PAGE_SIZE = Limits.goodsPageSize;

/** /pc/myxg/mySaleGoods (我是货主): goods published from the caller's leads, each with an on/off-shelf switch. */
export function MySaleGoodsPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  useDocumentTitle('我是货主');
  const list = useMySaleGoods({ pageNum: page, pageSize: PAGE_SIZE });
  const shelf = useGoodsShelf((text) => void message.success(text));

  const columns: ColumnsType<MySaleGoodsItem> = [
    {
      title: '型号',
      key: 'model',
      render: (_, g) => (
        <div className="pc-goods-model">
          <SafeImage src={g.goodsImage} alt={g.goodsModel} />
          <div>
            <strong>{g.goodsModel || g.goodsName}</strong>
            <span>{g.categoryName}</span>
          </div>
        </div>
      ),
    },
    {
      title: '类型',
      key: 'type',
      width: 80,
      render: (_, g) => (g.goodsType === GoodsType.Demand ? <Tag color="orange">求购</Tag> : <Tag color="blue">货源</Tag>),
    },
    { title: '品牌', dataIndex: 'brandName', width: 110, ellipsis: true },
    { title: '数量 (片)', dataIndex: 'quantity', width: 110, align: 'right', render: (q: number) => formatQuantity(q) },
    { title: '价格', key: 'price', width: 150, align: 'right', render: (_, g) => <GoodsPrice item={g} /> },
    { title: '发布时间', dataIndex: 'createTime', width: 170, render: (t: string) => formatDate(t) },
    {
      title: '上架',
      key: 'shelf',
      width: 120,
      render: (_, g) => (
        <Switch
          checked={isOnShelf(g.status)}
          checkedChildren={statusLabel(goodsMachine, GoodsStatus.OnShelf)}
          unCheckedChildren={statusLabel(goodsMachine, GoodsStatus.OffShelf)}
          loading={shelf.busyId === g.goodsId}
          disabled={!canToggleShelf(g.status)}
          onChange={(on) => void shelf.toggle(g.goodsId, on)}
          data-testid="shelf-switch"
        />
      ),
    },
    {
      title: '操作',
      key: 'open',
      width: 80,
      render: (_, g) => (
        <Button type="link" size="small" onClick={() => navigate(`/pc/prodetail/${g.goodsId}`)}>
          查看
        </Button>
      ),
    },
  ];

  return (
    <section className="pc-card" data-testid="my-sale-goods">
      <h2 className="pc-page-card-title">我是货主</h2>
      <p className="pc-page-card-sub">由您发布的信息经谈判人整理上架的商品；下架后买家将看不到该商品。</p>
      <QueryTable<MySaleGoodsItem>
        query={list}
        rowKey="goodsId"
        columns={columns}
        page={page}
        pageSize={PAGE_SIZE}
        emptyText="暂无商品：您发布的信息被谈判人整理上架后显示在这里"
        onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
      />
    </section>
  );
}
