import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { formatDate } from '@mts/shared/format';
import { openDisputeBody } from '@mts/shared/schemas';
import { disputeView, goodsRows, historyChange, historyOldestFirst, moneyText, orderNextStep, orderStatusText, sideLabel, type OrderAction } from '../../model/order-view';
import { ACTION_TEST_ID, viewOrderActions, type OrderDetailViewProps } from '../../model/detail-views';
import { receiptConfirmText } from '../../model/payment';
import { ContractView } from './contract-view';
import { Fields, moneyRows, NextStepBox, partyRows, Section } from './detail-parts';
import { OrderLogistics } from './logistics';
import { OrderMoney } from './order-money';
import { ReasonDialog } from './reason-dialog';
import { ShipDialog } from './ship-dialog';
import { orderMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/mobile/status-badge';
import styles from './orders.module.css';

/**
 * An order of mine (phone): status with the next step and who acts, goods and money, parties and followers, the
 * money (payment, transfers, shipment, inspection, settlement), the full history, and the contract (查看合同 opens it
 * in the page, 打印合同 prints it alone). The buttons are the order-view model's, from the server's flags.
 */
export function OrderDetailView({ detail, onOpen, onPrint = () => window.print(), isAvailable = () => true, onShip, shipping = false, onConfirmReceipt, onDispute }: OrderDetailViewProps) {
  const [showContract, setShowContract] = useState(false);
  const [shipOpen, setShipOpen] = useState(false);
  const [disputeOpen, setDisputeOpen] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const money = moneyText(detail);
  const c = detail.contract;
  const actions = viewOrderActions({ detail, onOpen, isAvailable, onShip, onConfirmReceipt, onDispute });
  const dispute = detail.dispute ? disputeView(detail.dispute) : null;
  const history = historyOldestFirst(detail.history);

  const confirmReceipt = () => {
    const text = receiptConfirmText(detail);
    void Dialog.confirm({
      title: text.title,
      content: text.text,
      confirmText: text.confirm,
      cancelText: '取消',
      onConfirm: async () => {
        try {
          await onConfirmReceipt?.();
        } catch {
          // toasted by the client; the order reloads
        }
      },
    });
  };
  const act = (a: OrderAction) => {
    if (a.path) onOpen(a.path);
    else if (a.key === 'ship') setShipOpen(true);
    else if (a.key === 'confirmReceipt') confirmReceipt();
    else if (a.key === 'dispute') setDisputeOpen(true);
  };
  const submitDispute = (reason: string) => {
    setDisputing(true);
    onDispute?.(reason)
      .then(() => setDisputeOpen(false))
      .catch(() => {})
      .finally(() => setDisputing(false));
  };

  const print = () => {
    setShowContract(true);
    // Printed once the contract is in the page.
    setTimeout(onPrint, 0);
  };

  return (
    <div data-testid="order-detail-view">
      <div className={styles.section}>
        <div className={styles.statusBig}>
          <StatusBadge machine={orderMachine} status={detail.status} text={orderStatusText(detail)} testId="order-status" big />
          <span className={styles.side} data-testid="order-side">
            {sideLabel(detail.myRole)}
          </span>
        </div>
        <NextStepBox step={orderNextStep(detail)} />
        <Fields
          rows={[
            ['订单号', detail.orderNo],
            ['合同编号', detail.contractNo],
            ['意向单号', detail.preOrderNo],
            ['下单时间', formatDate(detail.createTime, 'yyyy-MM-dd HH:mm')],
          ]}
        />
      </div>

      {dispute && (
        <Section title="纠纷" testId="order-dispute-block">
          {dispute.hint && <p className={styles.muted}>{dispute.hint}</p>}
          <Fields rows={dispute.rows} />
        </Section>
      )}

      <Section title="商品与金额" testId="order-goods">
        <Fields
          rows={[
            ...goodsRows(detail, c),
            ...moneyRows(money),
            ['税费', c.taxIncluded ? '含税' : '不含税'],
            ['交货地', c.deliveryPlace],
            ['交货日期', c.deliveryDate],
          ]}
        />
      </Section>

      <Section title="交易双方" testId="order-parties">
        <Fields
          rows={[
            ...partyRows(detail, c.buyer, c.seller),
            ['谈判人', detail.negotiatorName || '—'],
            ['买方商务', detail.buyerFollowerName || '—'],
            ['卖方商务', detail.sellerFollowerName || '待商务接单'],
          ]}
        />
      </Section>

      <OrderLogistics detail={detail} />

      <OrderMoney detail={detail} />

      <Section title="订单记录" testId="order-history">
        {history.length === 0 ? (
          <p className={styles.muted}>暂无记录</p>
        ) : (
          <ol className={styles.timeline}>
            {history.map((e) => (
              <li key={e.id} className={styles.event} data-testid="order-event">
                <div className={styles.eventMove}>
                  {[e.actionText, historyChange(e)].filter(Boolean).join(' · ')}
                </div>
                <div className={styles.eventMeta}>
                  {e.userName || '系统'} · {formatDate(e.createTime, 'yyyy-MM-dd HH:mm')}
                </div>
                {e.note && <div className={styles.eventNote}>{e.note}</div>}
              </li>
            ))}
          </ol>
        )}
      </Section>

      <h2 className={styles.sectionTitle}>合同</h2>
      <div className={`${styles.contractBar} mts-contract-no-print`}>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => setShowContract((v) => !v)} data-testid="contract-toggle">
          {showContract ? '收起合同' : '查看合同'}
        </Button>
        <Button color="primary" fill="outline" shape="rounded" onClick={print} data-testid="contract-print">
          打印合同
        </Button>
      </div>
      {showContract && (
        <div className={styles.contractWrap}>
          <ContractView contract={c} />
        </div>
      )}

      {actions.length > 0 && (
        <div className={`${styles.actions} mts-contract-no-print`} data-testid="order-actions">
          {actions.map((a) => (
            <Button key={a.key} color={a.primary ? 'primary' : 'default'} fill={a.primary ? 'solid' : 'outline'} shape="rounded" onClick={() => act(a)} data-testid={ACTION_TEST_ID[a.key]}>
              {a.label}
            </Button>
          ))}
        </div>
      )}
      {onDispute && detail.canDispute && (
        <ReasonDialog
          visible={disputeOpen}
          title="发起纠纷"
          hint="请说明纠纷原因，平台将介入处理；处理完成前订单的发货、收货、取消和退款暂停。"
          schema={openDisputeBody.shape.reason}
          busy={disputing}
          onCancel={() => setDisputeOpen(false)}
          onSubmit={submitDispute}
          placeholder="请填写纠纷原因（2–200 个字）"
          confirmText="提交纠纷"
          inputTestId="dispute-reason"
          errorTestId="dispute-reason-error"
        />
      )}
      {onShip && detail.canShip && (
        <ShipDialog
          visible={shipOpen}
          orderId={detail.id}
          busy={shipping}
          onCancel={() => setShipOpen(false)}
          onSubmit={(values) => onShip(values).then(() => setShipOpen(false))}
        />
      )}
    </div>
  );
}
