import { Alert, App, Button, Card, Descriptions, Timeline } from 'antd';
import { formatDate } from '@mts/shared/format';
import { openDisputeBody } from '@mts/shared/schemas';
import { disputeView, historyChange, historyOldestFirst, moneyText, orderNextStep, orderStatusText, sideLabel } from '../../model/order-view';
import { ACTION_TEST_ID, viewOrderActions, type OrderDetailViewProps } from '../../model/detail-views';
import { receiptConfirmText } from '../../model/payment';
import { ContractView } from './contract-view';
import { NextStepAlert } from './next-step';
import { OrderLogistics } from './logistics';
import { OrderMoney } from './order-money';
import { ReasonButton } from './reason-button';
import { ShipButton } from './ship-button';
import { orderMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import './orders.css';

/**
 * An order of mine (desktop): status, next step and who acts with the order's buttons (the order-view model's, from
 * the server's flags), goods and money, parties and followers, the money (payment, transfers, shipment, inspection,
 * settlement), the history as a timeline, and the contract with 打印合同 (the print stylesheet shows it alone on A4).
 */
export function OrderDetailView({ detail, onOpen, onPrint = () => window.print(), isAvailable = () => true, onShip, onConfirmReceipt, onDispute }: OrderDetailViewProps) {
  const { modal } = App.useApp();
  const money = moneyText(detail);
  const c = detail.contract;
  const actions = viewOrderActions({ detail, onOpen, isAvailable, onShip, onConfirmReceipt, onDispute });
  const dispute = detail.dispute ? disputeView(detail.dispute) : null;
  const confirmReceipt = () => {
    const text = receiptConfirmText(detail);
    modal.confirm({
      title: text.title,
      content: text.text,
      okText: text.confirm,
      cancelText: '取消',
      onOk: () => onConfirmReceipt?.().catch(() => {}), // a refusal is toasted; the order reloads
    });
  };

  return (
    <div className="pc-trade-detail" data-testid="order-detail-view">
      <Card className="mts-contract-no-print">
        <div className="pc-trade-status">
          <h2>订单 {detail.orderNo}</h2>
          <StatusBadge machine={orderMachine} status={detail.status} text={orderStatusText(detail)} testId="order-status" />
          <span className="pc-trade-side" data-testid="order-side">
            {sideLabel(detail.myRole)}
          </span>
        </div>
        <div style={{ marginTop: 12 }}>
          <NextStepAlert step={orderNextStep(detail)} />
        </div>
        {actions.length > 0 && (
          <div className="pc-trade-actions" style={{ marginTop: 12 }} data-testid="order-actions">
            {actions.map((a) =>
              a.key === 'ship' && onShip ? (
                <ShipButton key={a.key} orderId={detail.id} onSubmit={onShip} />
              ) : a.key === 'dispute' && onDispute ? (
                <ReasonButton
                  key={a.key}
                  label={a.label}
                  title="发起纠纷"
                  hint="请说明纠纷原因，平台将介入处理；处理完成前订单的发货、收货、取消和退款暂停。"
                  schema={openDisputeBody.shape.reason}
                  testId={ACTION_TEST_ID.dispute}
                  onSubmit={onDispute}
                />
              ) : (
                <Button
                  key={a.key}
                  type={a.primary ? 'primary' : 'default'}
                  onClick={() => (a.path ? onOpen(a.path) : a.key === 'confirmReceipt' ? confirmReceipt() : undefined)}
                  data-testid={ACTION_TEST_ID[a.key]}
                >
                  {a.label}
                </Button>
              ),
            )}
          </div>
        )}
      </Card>

      {dispute && (
        <Card title="纠纷" className="mts-contract-no-print" data-testid="order-dispute-block">
          {dispute.hint && <Alert type="warning" showIcon message={dispute.hint} style={{ marginBottom: 12 }} />}
          <Descriptions column={2} size="small">
            {dispute.rows.map(([label, value]) => (
              <Descriptions.Item key={label} label={label}>
                {value}
              </Descriptions.Item>
            ))}
          </Descriptions>
        </Card>
      )}

      <Card title="订单信息" className="mts-contract-no-print">
        <Descriptions column={3} size="small" data-testid="order-goods">
          <Descriptions.Item label="合同编号">{detail.contractNo}</Descriptions.Item>
          <Descriptions.Item label="意向单号">{detail.preOrderNo || '—'}</Descriptions.Item>
          <Descriptions.Item label="下单时间">{formatDate(detail.createTime, 'yyyy-MM-dd HH:mm')}</Descriptions.Item>
          <Descriptions.Item label="型号">{detail.goodsModel}</Descriptions.Item>
          <Descriptions.Item label="品名">{detail.goodsName}</Descriptions.Item>
          <Descriptions.Item label="品牌">{detail.brandName}</Descriptions.Item>
          <Descriptions.Item label="批号">{c.dateCode}</Descriptions.Item>
          <Descriptions.Item label="成色">{c.condition}</Descriptions.Item>
          <Descriptions.Item label="数量">{money.quantity}</Descriptions.Item>
          <Descriptions.Item label="单价">{money.price}</Descriptions.Item>
          <Descriptions.Item label="金额">
            <span className="pc-trade-amount">{money.amount}</span>
          </Descriptions.Item>
          <Descriptions.Item label="税费">{c.taxIncluded ? '含税' : '不含税'}</Descriptions.Item>
          <Descriptions.Item label="交货地">{c.deliveryPlace}</Descriptions.Item>
          <Descriptions.Item label="交货日期">{c.deliveryDate}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title="交易双方" className="mts-contract-no-print">
        <Descriptions column={3} size="small" data-testid="order-parties">
          <Descriptions.Item label="买方">{`${c.buyer.name || detail.buyerName} ${c.buyer.mobile}`.trim()}</Descriptions.Item>
          <Descriptions.Item label="卖方">{`${c.seller.name || detail.sellerName} ${c.seller.mobile}`.trim()}</Descriptions.Item>
          <Descriptions.Item label="谈判人">{detail.negotiatorName || '—'}</Descriptions.Item>
          <Descriptions.Item label="买方商务">{detail.buyerFollowerName || '—'}</Descriptions.Item>
          <Descriptions.Item label="卖方商务">{detail.sellerFollowerName || '待商务接单'}</Descriptions.Item>
        </Descriptions>
      </Card>

      <OrderLogistics detail={detail} />
      <OrderMoney detail={detail} />

      <Card title="订单记录" className="mts-contract-no-print" data-testid="order-history">
        {detail.history.length === 0 ? (
          <span className="pc-trade-muted">暂无记录</span>
        ) : (
          <Timeline
            items={historyOldestFirst(detail.history).map((e) => ({
              key: e.id,
              content: (
                <div data-testid="order-event">
                  <b>
                    {[e.actionText, historyChange(e)].filter(Boolean).join(' · ')}
                  </b>
                  <div className="pc-trade-muted">
                    {e.userName || '系统'} · {formatDate(e.createTime, 'yyyy-MM-dd HH:mm')}
                  </div>
                  {e.note && <div>{e.note}</div>}
                </div>
              ),
            }))}
          />
        )}
      </Card>

      <Card
        title="合同"
        extra={
          <Button className="mts-contract-no-print" onClick={onPrint} data-testid="contract-print">
            打印合同
          </Button>
        }
      >
        <ContractView contract={c} />
      </Card>
    </div>
  );
}
