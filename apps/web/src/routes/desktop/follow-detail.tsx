import { Alert, App, Breadcrumb, Button, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { brandedName, formatDate, formatPieces, formatPrice } from '@mts/shared/format';
import { DispatchMsg, Msg } from '@mts/shared/messages';
import type { FollowDetail } from '@mts/shared/schemas';
import { FollowStatus, followMachine } from '@mts/shared/status';
import { ClueRecordView } from '@/features/clues/components/desktop/clue-record-view';
import { CloseFollowButton } from '@/features/dispatch/components/desktop/close-follow-button';
import { FollowNotes } from '@/features/dispatch/components/desktop/follow-notes';
import { StatusBadge } from '@/components/desktop/status-badge';
import { useFollowDetailPage } from '@/features/dispatch/hooks/use-follow-detail-page';
import { followKindText } from '@/features/dispatch/model/follow-actions';
import { followDetailView } from '@/features/dispatch/model/follow-detail';
import { followPriceText } from '@/features/dispatch/model/price-text';
import { useAppNavigate } from '@/lib/use-app-navigate';
import { useIsAvailable } from '@/components/desktop/available-paths';
import { positiveInt } from '@/lib/query-params';
import { pc } from '@/lib/desktop-path';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './user-centre.css';
import './follow.css';

/**
 * /pc/follow/tprFollowDetail/:id and /pc/follow/swFollowDetail/:id: one follow item for the staff member holding
 * it. A lead item: the lead in full, the owner's name and mobile, the release warning, 发布商品 and 标记无效; a
 * trade item: the intention order and the next steps this app has pages for. Both: the follow record.
 */
export function FollowDetailPage() {
  const { id: rawId } = useParams();
  const id = positiveInt(rawId ?? null) ?? 0;
  const navigate = useAppNavigate();
  const page = useFollowDetailPage(id);
  useDocumentTitle(page.item ? `跟单详情 ${page.item.goodsModel || page.item.orderNo}` : '跟单详情');

  if (page.loading) {
    return (
      <div className="pc-container pc-follow">
        <Skeleton active paragraph={{ rows: 12 }} className="pc-card" />
      </div>
    );
  }
  if (!page.item) {
    const { code } = page.failure!;
    return (
      <div className="pc-container pc-follow">
        <section className="pc-card pc-follow-prompt" data-testid="follow-detail-error">
          <Result
            status={code === 403 ? '403' : code === 404 ? '404' : 'error'}
            title={code === 403 ? DispatchMsg.followNotYours : code === 404 ? DispatchMsg.followNotFound : Msg.desktopUserLoadFailed}
            extra={[
              <Button key="back" type="primary" onClick={() => navigate('/pc/follow')}>
                返回跟单
              </Button>,
              code !== 403 && code !== 404 ? (
                <Button key="retry" onClick={page.retry}>
                  重新加载
                </Button>
              ) : null,
            ]}
          />
        </section>
      </div>
    );
  }
  return <DetailView item={page.item} page={page} />;
}

function DetailView({ item, page }: { item: FollowDetail; page: ReturnType<typeof useFollowDetailPage> }) {
  const navigate = useAppNavigate();
  const { message } = App.useApp();
  const isAvailable = useIsAvailable();
  const { isLead, steps, release: warning, role } = followDetailView(item, (p) => isAvailable(pc(p)));

  return (
    <div className="pc-container pc-follow" data-testid="follow-detail">
      <Breadcrumb items={[{ title: <Link to="/pc/home">首页</Link> }, { title: <Link to="/pc/follow">{role?.title}</Link> }, { title: '跟单详情' }]} />

      <section className="pc-card pc-fd-head">
        <div className="pc-fd-title">
          <Space size={4}>
            <Tag>{followKindText(item)}</Tag>
            <StatusBadge machine={followMachine} status={item.status} text={item.statusText} testId="follow-status" />
          </Space>
          <h1>{item.goodsModel || item.orderNo}</h1>
          <p>{brandedName(item.brandName, item.goodsName)}</p>
        </div>
        <Space size={12}>
          {steps.map((a) => (
            <Button key={a.key} type="primary" size="large" data-testid={`follow-${a.key}`} onClick={() => navigate(pc(a.path))}>
              {a.label}
            </Button>
          ))}
          {item.canClose ? (
            <CloseFollowButton
              onClose={(reason) => page.close(reason).then((text) => void message.success(text))}
            />
          ) : null}
        </Space>
      </section>

      {warning ? <Alert type="warning" showIcon title={warning} description="添加一条跟进记录或发布商品后，该线索不再退回。" data-testid="follow-release" /> : null}
      {item.status === FollowStatus.Closed && item.closeReason ? (
        <Alert type="info" showIcon title={`已标记无效：${item.closeReason}`} data-testid="follow-close-reason" />
      ) : null}

      <div className="pc-fd-grid">
        <div className="pc-fd-main">
          {isLead ? <LeadContact item={item} /> : null}
          <section className="pc-card">
            <div className="pc-section-title">
              <h2>{isLead ? '线索详情' : '意向单'}</h2>
            </div>
            {isLead ? item.clue ? <ClueRecordView record={item.clue} /> : <p className="pc-muted">{Msg.clueNotFound}</p> : <TradeFacts item={item} />}
          </section>
        </div>
        <aside className="pc-card pc-fd-side">
          <div className="pc-section-title">
            <h2>跟进记录</h2>
          </div>
          <FollowNotes
            notes={item.notes}
            canNote={item.canNote}
            onAdd={(content) => page.addNote(content).then((text) => void message.success(text))}
          />
        </aside>
      </div>
    </div>
  );
}

const Tel = ({ mobile }: { mobile: string }) => (mobile ? <a href={`tel:${mobile}`}>{mobile}</a> : <span>—</span>);

/** The owner and the lead's contact, each mobile a tel: link; when the lead was grabbed and last followed. */
function LeadContact({ item }: { item: FollowDetail }) {
  return (
    <section className="pc-card pc-fd-contact" data-testid="follow-contact">
      <div>
        <span>货主</span>
        <strong>{item.ownerName || '—'}</strong>
        <Tel mobile={item.ownerMobile} />
      </div>
      <div>
        <span>联系人</span>
        <strong>{item.contactName || '—'}</strong>
        <Tel mobile={item.contactMobile} />
      </div>
      <div>
        <span>抢单时间</span>
        <strong>{formatDate(item.createTime)}</strong>
      </div>
      <div>
        <span>最近跟进</span>
        <strong>{item.followTime ? formatDate(item.followTime) : '未跟进'}</strong>
      </div>
    </section>
  );
}

function TradeFacts({ item }: { item: FollowDetail }) {
  return (
    <Descriptions
      column={2}
      bordered
      size="small"
      items={[
        { key: 'no', label: '订单号', children: item.orderNo || '—' },
        { key: 'status', label: '状态', children: <StatusBadge machine={followMachine} status={item.status} text={item.statusText} testId="follow-status" /> },
        { key: 'goods', label: '商品', span: 2, children: [item.goodsModel, brandedName(item.brandName, item.goodsName)].filter(Boolean).join(' · ') || '—' },
        { key: 'qty', label: '数量', children: `${formatPieces(item.goodsQuantity)}` },
        { key: 'price', label: '单价', children: followPriceText(item) },
        { key: 'seller', label: '卖家', children: item.sellerName || '—' },
        { key: 'buyer', label: '买家', children: item.buyerName || '—' },
        { key: 'created', label: '抢单时间', children: formatDate(item.createTime) },
        { key: 'followed', label: '最近跟进', children: item.followTime ? formatDate(item.followTime) : '未跟进' },
        ...preOrderItems(item),
        ...orderItems(item),
      ]}
    />
  );
}

/** A trade item's intention order: its status, amount and terms. */
function preOrderItems(item: FollowDetail) {
  const p = item.preOrder;
  if (!p) return [];
  return [
    { key: 'poStatus', label: '意向单状态', children: <span data-testid="follow-pre-order-status">{p.statusText}</span> },
    { key: 'poAmount', label: '意向单金额', children: p.amount === null ? '面议' : formatPrice(p.amount, item.goodsPriceUnit) },
    { key: 'delivery', label: '交货', children: [p.deliveryPlace, p.deliveryDate].filter(Boolean).join(' · ') || '—' },
    { key: 'tax', label: '发票', children: p.taxIncluded ? '含税' : '不含税' },
    { key: 'dc', label: '批号 / 成色', children: [p.dateCode, p.condition].filter(Boolean).join(' · ') || '—' },
    { key: 'remark', label: '备注', children: p.remark || '—' },
    ...(p.closeReason ? [{ key: 'poReason', label: '取消原因', span: 2, children: p.closeReason }] : []),
  ];
}

/** A business follower's trade item once its contract exists: the order's number, status and amount. */
function orderItems(item: FollowDetail) {
  const o = item.order;
  if (!o) return [];
  return [
    { key: 'orderNo', label: '订单号', children: <span data-testid="follow-order-no">{o.orderNo}</span> },
    { key: 'orderStatus', label: '订单状态', children: <span data-testid="follow-order-status">{o.statusText}</span> },
    { key: 'orderAmount', label: '合同金额', span: 2, children: formatPrice(o.amount, item.goodsPriceUnit) },
  ];
}
