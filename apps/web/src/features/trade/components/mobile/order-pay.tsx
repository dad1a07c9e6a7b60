import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import type { OrderDetail } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { hasPendingTransfer, moneyText } from '../../model/order-view';
import { insufficientParts, payBlock, payConfirmText, walletPay } from '../../model/payment';
import type { OrderPayProps } from '../../model/detail-views';
import styles from './money.module.css';
import sub from './orders.module.css';

/** The order being paid: its number, the goods, the amount in its currency. */
function OrderHead({ order }: { order: OrderDetail }) {
  const money = moneyText(order);
  return (
    <>
      <div className={`${styles.card} ${styles.amountHead}`}>
        <div className={styles.amountLabel}>应付金额</div>
        <div className={styles.amountBig} data-testid="pay-amount">
          {money.amount}
        </div>
        <div className={styles.orderNo} data-testid="pay-order-no">
          订单号 {order.orderNo}
        </div>
      </div>
      <div className={styles.card}>
        <div className={styles.goods} data-testid="pay-goods">
          <SafeImage src={order.goodsImage} alt={order.goodsModel} />
          <div className={styles.goodsMain}>
            <b>{order.goodsModel || order.goodsName}</b>
            {[order.brandName, order.goodsName].filter(Boolean).join(' · ')}
            <div>
              {money.price} × {money.quantity}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * /pay?mode=order (phone): the order, the amount and the buyer's available balance in its currency. 余额支付 opens a
 * confirm restating the amount and the order number that asks the 支付密码 (or, before one is set, an SMS code);
 * when the balance is short the page says by how much and offers 去充值 and 银行转账 instead (no wallet button).
 * Whoever is not the buyer sees why, not a button.
 */
export function OrderPay({ order, available, onPay, onOpen, paths, factorField }: OrderPayProps) {
  const [confirming, setConfirming] = useState(false);
  const block = payBlock(order);
  if (block) {
    return (
      <>
        <OrderHead order={order} />
        <div className={styles.card} data-testid="pay-blocked">
          <h2 className={styles.cardTitle}>{block.title}</h2>
          <p className={styles.muted} style={{ margin: 0 }}>
            {block.text}
          </p>
          <div className={styles.methodActions}>
            <Button fill="outline" shape="rounded" onClick={() => onOpen(paths.order)} data-testid="pay-view-order">
              查看订单
            </Button>
            {block.transfer && (
              <Button color="primary" shape="rounded" onClick={() => onOpen(paths.transfer)} data-testid="pay-transfer">
                银行转账
              </Button>
            )}
          </div>
        </div>
      </>
    );
  }

  const pay = walletPay(order, available);
  const pending = hasPendingTransfer(order);
  const short = insufficientParts(pay);
  const text = payConfirmText(order);
  const confirmDialog = (
    <Dialog
      visible={confirming}
      title={text.title}
      onClose={() => setConfirming(false)}
      content={
        <div data-testid="pay-confirm">
          <ul className={styles.dialogLines}>
            <li>{text.orderNo}</li>
            <li className={styles.dialogAmount}>{pay.amount}</li>
          </ul>
          {factorField}
          <p className={styles.dialogNote}>{text.note}</p>
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: () => setConfirming(false) },
          {
            key: 'confirm',
            text: text.confirm,
            bold: true,
            onClick: async () => {
              try {
                await onPay();
                setConfirming(false);
              } catch {
                // the client toasted the refusal (余额不足, 已付款…; a wrong 支付密码 also shows under the field)
              }
            },
          },
        ],
      ]}
    />
  );

  return (
    <>
      <OrderHead order={order} />
      <h2 className={sub.sectionTitle}>支付方式</h2>
      <div className={styles.card}>
        <div className={`${styles.method} ${pay.covers ? styles.methodOn : ''}`} data-testid="pay-wallet">
          <div className={styles.methodHead}>
            <span>余额支付</span>
            <span className={styles.balance}>
              可用余额 <b data-testid="pay-available">{pay.available}</b>
            </span>
          </div>
          <div className={styles.methodHint}>凭支付密码支付（未设置时验证短信），货款冻结在平台担保账户，确认收货后才结算给卖方。</div>
          {pay.covers === false && (
            <div className={styles.short} data-testid="pay-short">
              {short.lead}
              <span className={styles.shortfall} data-testid="pay-shortfall">
                {short.shortfall}
              </span>
              {short.tail}
              <div className={styles.methodActions}>
                <Button size="small" color="primary" fill="outline" shape="rounded" onClick={() => onOpen(paths.wallet)} data-testid="pay-recharge">
                  去充值
                </Button>
                <Button size="small" color="primary" shape="rounded" onClick={() => onOpen(paths.transfer)} data-testid="pay-transfer">
                  银行转账
                </Button>
              </div>
            </div>
          )}
        </div>
        <div className={styles.method} data-testid="pay-bank">
          <div className={styles.methodHead}>
            <span>银行转账（对公转账）</span>
            {pay.covers !== false && (
              <Button size="mini" color="primary" fill="outline" shape="rounded" onClick={() => onOpen(paths.transfer)} data-testid="pay-transfer-link">
                去转账
              </Button>
            )}
          </div>
          <div className={styles.methodHint}>转账至平台担保账户并上传凭证，平台确认到账后订单进入待发货。</div>
        </div>
        {pending && (
          <div className={styles.short} data-testid="pay-pending-transfer">
            该订单已有待平台确认的银行转账，请勿重复付款。
          </div>
        )}
      </div>
      {pay.covers && (
        <div className={styles.bar}>
          <div className={styles.barTotal}>
            实付 <strong>{pay.amount}</strong>
          </div>
          <Button className={styles.barButton} color="primary" shape="rounded" onClick={() => setConfirming(true)} data-testid="pay-wallet-submit">
            余额支付
          </Button>
        </div>
      )}
      {confirmDialog}
    </>
  );
}
