import { App, Breadcrumb, Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '@mts/shared/format';
import { OrderMsg } from '@mts/shared/messages';
import type { OrderDetail } from '@mts/shared/schemas';
import { orderMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import { orderDetailPath } from '@/features/dispatch/model/follow-actions';
import { contractMoves, useConfirmContractPage } from '@/features/trade/model/staff-pages';
import { ContractView } from '@/features/trade/components/desktop/contract-view';
import { StaffMoves } from '@/features/trade/components/desktop/staff-moves';
import { NextStepAlert } from '@/features/trade/components/desktop/staff-pre-order';
import { useIsAvailable } from '@/components/desktop/available-paths';
import { LoadState } from '@/components/desktop/load-state';
import { STAFF_LOAD } from '@/features/trade/components/desktop/load-presets';
import { useDocumentTitle } from '@/components/desktop/use-document-title';
import './user-centre.css';

/** The order's head: number, status, amount, its followers; the moves; what happens next. */
export function OrderHead({ order, moves }: { order: OrderDetail; moves?: React.ReactNode }) {
  const isAvailable = useIsAvailable();
  const detailPath = `/pc${orderDetailPath(order.id)}`;
  return (
    <>
      <section className="pc-card pc-staff-head" data-testid="order-head">
        <div>
          <Tag>订单 {order.orderNo}</Tag>
          <StatusBadge machine={orderMachine} status={order.status} text={order.statusText} testId="order-status" />
          <h1>{order.goodsModel || order.goodsName}</h1>
          <p>
            买方商务 {order.buyerFollowerName || '—'} · 卖方商务 {order.sellerFollowerName || '—'} · 更新于 {formatDate(order.updateTime, 'yyyy-MM-dd HH:mm')}
            {isAvailable(detailPath) ? (
              <>
                {' · '}
                <Link to={detailPath}>订单详情</Link>
              </>
            ) : null}
          </p>
        </div>
        <div>
          <div className="pc-staff-amount">
            <small>合同总价</small>
            {formatPrice(order.amount, order.priceUnit)}
          </div>
          {moves}
        </div>
      </section>
      <NextStepAlert {...order.nextStep} />
      {order.closeReason ? (
        <Descriptions bordered size="small" items={[{ key: 'reason', label: '退回原因', children: order.closeReason }]} />
      ) : null}
    </>
  );
}

/** /pc/follow/confirmTradeContract?orderId&followId: the seller-side business follower confirms or returns the contract. */
export function ConfirmContractPage() {
  const { message } = App.useApp();
  const page = useConfirmContractPage({ notify: (text) => void message.success(text), prefix: '/pc' });
  const { followId } = page;
  useDocumentTitle('确认合同');
  const order = page.detail.data;
  return (
    <div className="pc-container pc-follow" data-testid="confirm-contract">
      <Breadcrumb
        items={[
          { title: <Link to="/pc/home">首页</Link> },
          { title: <Link to="/pc/follow">商务跟单</Link> },
          ...(followId ? [{ title: <Link to={`/pc/follow/swFollowDetail/${followId}`}>跟单详情</Link> }] : []),
          { title: '确认合同' },
        ]}
      />
      {!order ? (
        <LoadState id={page.orderId} query={page.detail} forbidden={OrderMsg.orderForbidden} notFound={OrderMsg.orderNotFound} {...STAFF_LOAD} />
      ) : (
        <>
          <OrderHead order={order} moves={<StaffMoves {...contractMoves(order, page, 'desktop')} />} />
          <section className="pc-card">
            <ContractView contract={order.contract} />
          </section>
        </>
      )}
    </div>
  );
}
