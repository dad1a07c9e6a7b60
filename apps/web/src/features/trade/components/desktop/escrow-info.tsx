import { Button, Card, Descriptions } from 'antd';
import { formatPrice } from '@mts/shared/format';
import type { EscrowInfoProps } from '../../model/detail-views';
import { textFromCents } from '@/lib/money-input';
import { TransferList } from './transfer-list';
import './money.css';

/**
 * /pc/externalPayInfo: where the bank transfer goes — the platform's escrow account, the amount and the reference
 * (the order number), each with 复制 — and the transfers recorded so far; 我已转账，上传凭证 → /pc/externalPay while a
 * transfer may be recorded.
 */
export function EscrowInfo({ info, canRecord, onRecord, onOpenOrder, onCopy }: EscrowInfoProps) {
  const amount = formatPrice(info.amount, info.priceUnit);
  const copyable = (value: string, what: string, testId: string, copy = value) => (
    <span className="pc-money-copy">
      <span data-testid={testId}>{value}</span>
      <Button size="small" type="link" onClick={() => onCopy(copy, what)} data-testid={`copy-${testId}`}>
        复制
      </Button>
    </span>
  );
  return (
    <div className="pc-money">
      <div className="pc-money-head">
        <div>
          <h1>银行转账</h1>
          <div className="pc-trade-muted">
            订单号 {info.orderNo} · {info.statusText}
          </div>
        </div>
        <div className="pc-money-amount">
          <span>转账金额</span>
          <strong data-testid="escrow-amount">{amount}</strong>
        </div>
      </div>
      <Card title="收款账户（平台担保账户）" size="small">
        <Descriptions column={1} size="middle" data-testid="escrow-account" styles={{ label: { width: 120 } }}>
          <Descriptions.Item label="户名">{copyable(info.account.name, '户名', 'escrow-name')}</Descriptions.Item>
          <Descriptions.Item label="开户行">{copyable(info.account.bank, '开户行', 'escrow-bank')}</Descriptions.Item>
          <Descriptions.Item label="账号">{copyable(info.account.accountNo, '账号', 'escrow-account-no')}</Descriptions.Item>
          <Descriptions.Item label="转账金额">{copyable(amount, '金额', 'escrow-transfer-amount', textFromCents(info.amount))}</Descriptions.Item>
          <Descriptions.Item label="附言（订单号）">{copyable(info.reference, '附言', 'escrow-reference')}</Descriptions.Item>
        </Descriptions>
        <p className="pc-trade-muted" style={{ margin: '8px 0 0' }} data-testid="escrow-tip">
          请使用对公账户转账，并在转账附言/备注中填写订单号 <b>{info.reference}</b>，以便平台核对。转账金额须与订单金额一致；转账后上传银行回单，平台确认到账后订单进入待发货。
        </p>
      </Card>
      <Card title="转账记录" size="small">
        <TransferList transfers={info.transfers} priceUnit={info.priceUnit} />
      </Card>
      <div className="pc-money-bar">
        <Button onClick={onOpenOrder} data-testid="escrow-view-order">
          查看订单
        </Button>
        {canRecord && (
          <Button type="primary" size="large" onClick={onRecord} data-testid="escrow-record">
            我已转账，上传凭证
          </Button>
        )}
      </div>
    </div>
  );
}
