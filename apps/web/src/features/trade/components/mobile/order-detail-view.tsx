import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { formatDate } from '@mts/shared/format';
import type { OrderDetail } from '@mts/shared/schemas';
import { historyChange, historyOldestFirst, moneyText, orderNextStep, orderStatusText, orderStatusTone, payPath, sideLabel } from '../../model/order-view';
import { ContractView } from './contract-view';
import { Fields, NextStepBox, Party, Section } from './detail-parts';
import { StatusTag } from './status-tag';
import styles from './orders.module.css';

type OrderDetailViewProps = {
  detail: OrderDetail;
  /** Opens a site path (去支付, the intention order). */
  onOpen: (path: string) => void;
  /** Prints the page (the print stylesheet shows the contract alone). */
  onPrint?: () => void;
};

/**
 * An order of mine (phone): status with the next step and who acts, goods and money, parties and followers, the
 * full history, and the contract (查看合同 opens it in the page, 打印合同 prints it alone). 去支付 only when canPay.
 */
export function OrderDetailView({ detail, onOpen, onPrint = () => window.print() }: OrderDetailViewProps) {
  const [showContract, setShowContract] = useState(false);
  const money = moneyText(detail);
  const c = detail.contract;
  const pay = payPath(detail);
  const history = historyOldestFirst(detail.history);

  const print = () => {
    setShowContract(true);
    // Printed once the contract is in the page.
    setTimeout(onPrint, 0);
  };

  return (
    <div data-testid="order-detail-view">
      <div className={styles.section}>
        <div className={styles.statusBig}>
          <StatusTag text={orderStatusText(detail)} tone={orderStatusTone(detail.status)} testId="order-status" />
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

      <Section title="商品与金额" testId="order-goods">
        <Fields
          rows={[
            ['型号', detail.goodsModel],
            ['品名', detail.goodsName],
            ['品牌', detail.brandName],
            ['批号', c.dateCode],
            ['成色', c.condition],
            ['数量', money.quantity],
            ['单价', money.price],
            ['金额', <b className={styles.amount}>{money.amount}</b>],
            ['税费', c.taxIncluded ? '含税' : '不含税'],
            ['交货地', c.deliveryPlace],
            ['交货日期', c.deliveryDate],
          ]}
        />
      </Section>

      <Section title="交易双方" testId="order-parties">
        <Fields
          rows={[
            ['买方', <Party name={c.buyer.name || detail.buyerName} mobile={c.buyer.mobile} />],
            ['卖方', <Party name={c.seller.name || detail.sellerName} mobile={c.seller.mobile} />],
            ['谈判人', detail.negotiatorName || '—'],
            ['买方商务', detail.buyerFollowerName || '—'],
            ['卖方商务', detail.sellerFollowerName || '待商务接单'],
          ]}
        />
      </Section>

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

      {(pay || detail.preOrderId) && (
        <div className={styles.actions}>
          {detail.preOrderId && (
            <Button fill="outline" shape="rounded" onClick={() => onOpen(`/preOrderDetail/${detail.preOrderId}`)} data-testid="order-pre-order">
              查看意向单
            </Button>
          )}
          {pay && (
            <Button color="primary" shape="rounded" onClick={() => onOpen(pay)} data-testid="order-pay">
              去支付
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
