import { Alert, Descriptions, Empty, Tag } from 'antd';
import type { ReactNode } from 'react';
import { brandedName, formatDate, formatPieces, formatPrice } from '@mts/shared/format';
import type { PreOrderDetail } from '@mts/shared/schemas';
import { preOrderMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import { preOrderNextStep, revisionValueText } from '../../model/pre-order-view';
import './staff.css';

const money = (cents: number | null, unit: number) => (cents === null ? '面议' : formatPrice(cents, unit));

/** What happens next and who acts. */
export function NextStepAlert({ who, text }: { who: string; text: string }) {
  return <Alert type="info" showIcon data-testid="next-step" title={who ? `${who}：${text}` : text} />;
}

/** The intention order's head: part number, status, number, amount. */
export function PreOrderHead({ order, extra }: { order: PreOrderDetail; extra?: ReactNode }) {
  return (
    <section className="pc-card pc-staff-head" data-testid="pre-order">
      <div>
        <Tag>意向单 {order.orderNo}</Tag>
        <StatusBadge machine={preOrderMachine} status={order.status} text={order.statusText} testId="pre-order-status" />
        <h1>{order.goodsModel || order.goodsName}</h1>
        <p>
          {brandedName(order.brandName, order.goodsName)} · 提交于 {formatDate(order.createTime, 'yyyy-MM-dd HH:mm')}
        </p>
      </div>
      <div>
        <div className="pc-staff-amount" data-testid="pre-order-amount">
          <small>金额</small>
          {money(order.amount, order.priceUnit)}
        </div>
        {extra}
      </div>
    </section>
  );
}

/** The terms and the parties with their contact (unmasked for the staff following it). */
export function PreOrderFacts({ order, column = 2 }: { order: PreOrderDetail; column?: number }) {
  const tel = (m: string) => (m ? <a href={`tel:${m}`}>{m}</a> : '—');
  return (
    <section className="pc-card">
      <div className="pc-section-title">
        <h2>意向单</h2>
      </div>
      <Descriptions
        column={column}
        bordered
        size="small"
        items={[
          { key: 'qty', label: '数量', children: `${formatPieces(order.quantity)}` },
          { key: 'price', label: '单价', children: money(order.price, order.priceUnit) },
          { key: 'moq', label: '起订量', children: order.moq ? `${formatPieces(order.moq)}` : '—' },
          { key: 'tax', label: '发票', children: order.taxIncluded ? '含税' : '不含税' },
          { key: 'dc', label: '批号', children: order.dateCode || '—' },
          { key: 'cond', label: '成色', children: order.condition || '—' },
          { key: 'place', label: '交货地', children: order.deliveryPlace || '—' },
          { key: 'date', label: '交货日期', children: order.deliveryDate || '—' },
          { key: 'buyer', label: '买方', children: `${order.buyer.name}` },
          { key: 'buyerTel', label: '买方电话', children: tel(order.buyer.mobile) },
          { key: 'seller', label: '卖方', children: order.seller.name },
          { key: 'sellerTel', label: '卖方电话', children: tel(order.seller.mobile) },
          { key: 'contact', label: '联系人', children: order.contactName || '—' },
          { key: 'contactTel', label: '联系电话', children: tel(order.contactMobile) },
          { key: 'neg', label: '谈判人', children: order.negotiatorName || '—' },
          { key: 'sw', label: '商务', children: order.followerName || '—' },
          { key: 'remark', label: '备注', span: 2, children: order.remark || '—' },
          ...(order.closeReason ? [{ key: 'reason', label: '取消原因', span: 2, children: order.closeReason }] : []),
        ]}
      />
    </section>
  );
}

export const preOrderNext = (order: PreOrderDetail) => <NextStepAlert {...preOrderNextStep(order)} />;

/** Every edit, newest first: who, when, each field old → new, the note. */
export function Revisions({ order }: { order: PreOrderDetail }) {
  return (
    <section className="pc-card" data-testid="revisions">
      <div className="pc-section-title">
        <h2>
          修改记录<small>{order.revisions.length} 次</small>
        </h2>
      </div>
      {order.revisions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无修改" />
      ) : (
        order.revisions.map((r) => (
          <div key={r.id} className="pc-staff-revision" data-testid="revision">
            <div className="pc-staff-revision-head">
              <span>{r.userName}</span>
              <span>{formatDate(r.createTime, 'yyyy-MM-dd HH:mm')}</span>
            </div>
            {r.changes.map((c) => (
              <div key={c.field} className="pc-staff-change" data-testid="revision-change">
                {c.label}：<del>{revisionValueText(c, c.from, order.priceUnit)}</del> → <b>{revisionValueText(c, c.to, order.priceUnit)}</b>
              </div>
            ))}
            {r.note ? <div className="pc-staff-note">说明：{r.note}</div> : null}
          </div>
        ))
      )}
    </section>
  );
}
