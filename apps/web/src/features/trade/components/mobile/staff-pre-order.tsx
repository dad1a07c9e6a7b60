import type { ReactNode } from 'react';
import { formatDate, formatPrice, formatQuantity } from '@mts/shared/format';
import type { PreOrderDetail } from '@mts/shared/schemas';
import { preOrderMachine } from '@mts/shared/status';
import { FieldList } from '@/components/mobile/field-list';
import { StatusBadge } from '@/components/mobile/status-badge';
import { preOrderNextStep, revisionValueText } from '../../model/pre-order-view';
import styles from './staff.module.css';

const money = (cents: number | null, unit: number) => (cents === null ? '面议' : formatPrice(cents, unit));

/** Label / value rows; empty values are left out. */
export const Fields = ({ rows }: { rows: [string, ReactNode][] }) => <FieldList rows={rows} className={styles.fields} rowClassName={styles.fieldRow} />;

/** What happens next and who acts. */
export function NextStep({ who, text }: { who: string; text: string }) {
  return (
    <div className={styles.next} data-testid="next-step">
      {who && <span className={styles.nextWho}>{who}</span>}
      <span>{text}</span>
    </div>
  );
}

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <h2 className={styles.sectionTitle}>{title}</h2>
    <div className={styles.card}>{children}</div>
  </>
);

const Tel = ({ mobile }: { mobile: string }) => (mobile ? <a href={`tel:${mobile}`}>{mobile}</a> : null);

/**
 * The intention order as its staff see it: number and status, goods, amount, what happens next, the parties, the
 * terms and the contact (unmasked for the staff following it).
 */
export function StaffPreOrderView({ order }: { order: PreOrderDetail }) {
  const next = preOrderNextStep(order);
  return (
    <>
      <div className={styles.card} data-testid="pre-order">
        <div className={styles.head}>
          <span className={styles.model}>{order.goodsModel || order.goodsName}</span>
          <StatusBadge machine={preOrderMachine} status={order.status} text={order.statusText} testId="pre-order-status" />
        </div>
        <div className={styles.meta}>{[order.brandName, order.goodsName].filter(Boolean).join(' · ')}</div>
        <div className={styles.meta}>
          {order.orderNo} · 提交于 {formatDate(order.createTime, 'yyyy-MM-dd HH:mm')}
        </div>
        <div className={styles.amount} data-testid="pre-order-amount">
          <small>金额</small>
          {money(order.amount, order.priceUnit)}
        </div>
      </div>
      <NextStep {...next} />
      <Section title="交易条款">
        <Fields
          rows={[
            ['数量', `${formatQuantity(order.quantity)} pcs`],
            ['单价', money(order.price, order.priceUnit)],
            ['起订量', order.moq ? `${formatQuantity(order.moq)} pcs` : ''],
            ['批号', order.dateCode],
            ['成色', order.condition],
            ['交货地', order.deliveryPlace],
            ['交货日期', order.deliveryDate],
            ['发票', order.taxIncluded ? '含税' : '不含税'],
            ['备注', order.remark],
          ]}
        />
      </Section>
      <Section title="买卖双方">
        <Fields
          rows={[
            ['买方', order.buyer.name],
            ['买方电话', <Tel key="b" mobile={order.buyer.mobile} />],
            ['卖方', order.seller.name],
            ['卖方电话', <Tel key="s" mobile={order.seller.mobile} />],
            ['联系人', order.contactName],
            ['联系电话', <Tel key="c" mobile={order.contactMobile} />],
            ['谈判人', order.negotiatorName],
            ['商务', order.followerName],
          ]}
        />
      </Section>
    </>
  );
}

/** Every edit of the intention order, newest first: who, when, each field old → new, and the note. */
export function RevisionList({ order }: { order: PreOrderDetail }) {
  return (
    <Section title={`修改记录（${order.revisions.length}）`}>
      {order.revisions.length === 0 ? (
        <p className={styles.empty}>暂无修改</p>
      ) : (
        <div data-testid="revisions">
          {order.revisions.map((r) => (
            <div key={r.id} className={styles.revision} data-testid="revision">
              <div className={styles.revisionHead}>
                <span>{r.userName}</span>
                <span>{formatDate(r.createTime, 'yyyy-MM-dd HH:mm')}</span>
              </div>
              {r.changes.map((c) => (
                <div key={c.field} className={styles.change} data-testid="revision-change">
                  {c.label}：<del>{revisionValueText(c, c.from, order.priceUnit)}</del> → <b>{revisionValueText(c, c.to, order.priceUnit)}</b>
                </div>
              ))}
              {r.note && <div className={styles.note}>说明：{r.note}</div>}
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}
