import { useState } from 'react';
import { Alert, Button, Form, Modal, Result } from 'antd';
import type { OrderDetail } from '@mts/shared/schemas';
import { SafeImage } from '@/components/safe-image';
import { hasPendingTransfer, moneyText } from '../../model/order-view';
import { insufficientParts, payBlock, payConfirmText, walletPay } from '../../model/payment';
import type { OrderPayProps } from '../../model/detail-views';
import './money.css';

function OrderHead({ order }: { order: OrderDetail }) {
  const money = moneyText(order);
  return (
    <div className="pc-money-head">
      <div>
        <h1>订单支付</h1>
        <div className="pc-trade-muted" data-testid="pay-order-no">
          订单号 {order.orderNo}
        </div>
      </div>
      <div className="pc-money-amount">
        <span>应付金额</span>
        <strong data-testid="pay-amount">{money.amount}</strong>
      </div>
    </div>
  );
}

function Goods({ order }: { order: OrderDetail }) {
  const money = moneyText(order);
  return (
    <div className="pc-money-goods" data-testid="pay-goods">
      <SafeImage src={order.goodsImage} alt={order.goodsModel} />
      <div>
        <b>{order.goodsModel || order.goodsName}</b>
        <span>
          {[order.brandName, order.goodsName, `${money.price} × ${money.quantity}`].filter(Boolean).join(' · ')}
        </span>
      </div>
    </div>
  );
}

/**
 * /pc/pay?mode=order: the order, the amount and the buyer's available balance in its currency. 余额支付 opens a
 * confirm restating the amount and the order number that asks the 支付密码 (or, before one is set, an SMS code);
 * when the balance is short the page says by how much and offers 去充值 and 银行转账 instead. Whoever is not the
 * buyer sees why, not a button.
 */
export function OrderPay({ order, available, onPay, onOpen, paths, factorField }: OrderPayProps) {
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const block = payBlock(order);
  if (block) {
    return (
      <div className="pc-money">
        <OrderHead order={order} />
        <Goods order={order} />
        <Result
          status="info"
          title={block.title}
          subTitle={block.text}
          data-testid="pay-blocked"
          extra={[
            <Button key="order" onClick={() => onOpen(paths.order)} data-testid="pay-view-order">
              查看订单
            </Button>,
            block.transfer ? (
              <Button key="transfer" type="primary" onClick={() => onOpen(paths.transfer)} data-testid="pay-transfer">
                银行转账
              </Button>
            ) : null,
          ]}
        />
      </div>
    );
  }

  const pay = walletPay(order, available);
  const short = insufficientParts(pay);
  const text = payConfirmText(order);
  const submit = async () => {
    setPaying(true);
    try {
      await onPay();
      setConfirming(false);
    } catch {
      // a refusal (余额不足, 已付款…) is toasted, a wrong 支付密码 shows under the field; the order and balance reload
    } finally {
      setPaying(false);
    }
  };
  const confirmModal = (
    <Modal open={confirming} title={text.title} okText={text.confirm} cancelText="取消" confirmLoading={paying} onCancel={() => setConfirming(false)} onOk={() => void submit()} destroyOnHidden>
      <div data-testid="pay-confirm">
        <p className="pc-money-confirm">
          {text.orderNo}
          <br />
          支付金额 <strong>{pay.amount}</strong>
          <small>{text.note}</small>
        </p>
        <Form layout="vertical" onFinish={() => void submit()}>
          {factorField}
        </Form>
      </div>
    </Modal>
  );

  return (
    <div className="pc-money">
      <OrderHead order={order} />
      <Goods order={order} />
      {hasPendingTransfer(order) && <Alert type="warning" showIcon title="该订单已有待平台确认的银行转账，请勿重复付款。" data-testid="pay-pending-transfer" />}
      <div className="pc-money-methods">
        <div className={`pc-money-method ${pay.covers ? 'pc-money-method-on' : ''}`} data-testid="pay-wallet">
          <h3>
            余额支付
            <small>
              可用余额 <b data-testid="pay-available">{pay.available}</b>
            </small>
          </h3>
          <p>凭支付密码支付（未设置时验证短信），货款冻结在平台担保账户，确认收货后才结算给卖方。</p>
          {pay.covers === false ? (
            <>
              <Alert
                type="warning"
                showIcon
                data-testid="pay-short"
                title={
                  <span>
                    {short.lead}
                    <span className="pc-money-shortfall" data-testid="pay-shortfall">
                      {short.shortfall}
                    </span>
                    {short.tail}
                  </span>
                }
              />
              <Button onClick={() => onOpen(paths.wallet)} data-testid="pay-recharge">
                去充值
              </Button>
            </>
          ) : (
            <Button type="primary" size="large" disabled={pay.covers === null} onClick={() => setConfirming(true)} data-testid="pay-wallet-submit">
              余额支付 {pay.amount}
            </Button>
          )}
        </div>
        <div className="pc-money-method" data-testid="pay-bank">
          <h3>银行转账（对公转账）</h3>
          <p>转账至平台担保账户并上传凭证，平台确认到账后订单进入待发货。</p>
          <Button type={pay.covers === false ? 'primary' : 'default'} size={pay.covers === false ? 'large' : 'middle'} onClick={() => onOpen(paths.transfer)} data-testid="pay-transfer">
            银行转账
          </Button>
        </div>
      </div>
      {confirmModal}
    </div>
  );
}
