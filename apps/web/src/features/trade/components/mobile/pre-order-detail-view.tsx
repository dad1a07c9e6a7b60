import Button from 'antd-mobile/es/components/button';
import { formatDate } from '@mts/shared/format';
import { preOrderCancelBody } from '@mts/shared/schemas';
import { goodsRows, moneyText, sideLabel } from '../../model/order-view';
import { preOrderNextStep, preOrderOrderPath, preOrderStatusText, revisionChangeText } from '../../model/pre-order-view';
import { Fields, moneyRows, NextStepBox, Party, partyRows, Section } from './detail-parts';
import { ReasonButton } from './reason-dialog';
import { preOrderMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/mobile/status-badge';
import styles from './orders.module.css';
import type { PreOrderDetailViewProps } from '../../model/detail-views';

/**
 * An intention order (phone): status with the next step and who acts, goods, quantity, price, amount, delivery,
 * tax, remark, the parties (mobiles as the server sends them), negotiator and business follower, the revisions
 * (who, when, field: old → new), 取消意向单 for its initiator while canCancel, and the order once 已成单.
 */
export function PreOrderDetailView({ detail, onCancel, cancelling, onOpen }: PreOrderDetailViewProps) {
  const money = moneyText(detail);
  const orderPath = preOrderOrderPath(detail);

  return (
    <div data-testid="pre-order-detail-view">
      <div className={styles.section}>
        <div className={styles.statusBig}>
          <StatusBadge machine={preOrderMachine} status={detail.status} text={preOrderStatusText(detail)} testId="pre-order-status" big />
          <span className={styles.side}>{sideLabel(detail.myRole)}</span>
        </div>
        <NextStepBox step={preOrderNextStep(detail)} />
        <Fields
          rows={[
            ['意向单号', detail.orderNo],
            ['提交时间', formatDate(detail.createTime, 'yyyy-MM-dd HH:mm')],
          ]}
        />
      </div>

      <Section title="商品" testId="pre-order-goods">
        <Fields
          rows={goodsRows(detail, detail)}
        />
      </Section>

      <Section title="交易信息" testId="pre-order-terms">
        <Fields
          rows={[
            ...moneyRows(money),
            ['交货地', detail.deliveryPlace],
            ['交货日期', detail.deliveryDate],
            ['税费', detail.taxIncluded ? '含税' : '不含税'],
            ['备注', detail.remark || '无'],
          ]}
        />
      </Section>

      <Section title="交易双方" testId="pre-order-parties">
        <Fields
          rows={[
            ...partyRows(detail, detail.buyer, detail.seller),
            ['联系人', <Party name={detail.contactName} mobile={detail.contactMobile} />],
            ['谈判人', detail.negotiatorName || '—'],
            ['商务', detail.followerName || '待商务接单'],
          ]}
        />
      </Section>

      <Section title="修改记录" testId="pre-order-revisions">
        {detail.revisions.length === 0 ? (
          <p className={styles.muted}>暂无修改</p>
        ) : (
          <ol className={styles.timeline}>
            {detail.revisions.map((r) => (
              <li key={r.id} className={styles.event} data-testid="pre-order-revision">
                <div className={styles.eventMeta}>
                  {r.userName || '谈判人'} · {formatDate(r.createTime, 'yyyy-MM-dd HH:mm')}
                </div>
                {r.changes.map((ch) => (
                  <div key={ch.field} className={styles.eventMove}>
                    {revisionChangeText(ch, detail.priceUnit)}
                  </div>
                ))}
                {r.note && <div className={styles.eventNote}>说明：{r.note}</div>}
              </li>
            ))}
          </ol>
        )}
      </Section>

      {(detail.canCancel || orderPath) && (
        <div className={styles.actions}>
          {detail.canCancel && (
            <ReasonButton
              label="取消意向单"
              testId="pre-order-cancel"
              title="取消意向单"
              hint="取消后谈判人和商务将不再处理该意向单。"
              schema={preOrderCancelBody.shape.reason}
              busy={cancelling}
              onSubmit={onCancel}
              placeholder="请输入取消原因（2–200 个字）"
              cancelText="再想想"
              confirmText="确定取消"
              inputTestId="cancel-reason"
              errorTestId="cancel-reason-error"
            />
          )}
          {orderPath && (
            <Button color="primary" shape="rounded" onClick={() => onOpen(orderPath)} data-testid="pre-order-order">
              查看订单
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
