import Button from 'antd-mobile/es/components/button';
import { formatPrice } from '@mts/shared/format';
import type { EscrowInfoProps } from '../../model/detail-views';
import { textFromCents } from '@/lib/money-input';
import { TransferList } from './transfer-list';
import styles from './money.module.css';
import sub from './orders.module.css';

/** One line of the account with its copy button. */
function CopyRow({ label, value, copy, what, testId, onCopy }: { label: string; value: string; copy?: string; what: string; testId: string; onCopy: EscrowInfoProps['onCopy'] }) {
  return (
    <div className={styles.accountRow}>
      <dt>{label}</dt>
      <dd className={styles.accountValue} data-testid={testId}>
        {value}
      </dd>
      <button type="button" className={styles.copy} onClick={() => onCopy(copy ?? value, what)} data-testid={`copy-${testId}`}>
        复制
      </button>
    </div>
  );
}

/**
 * /externalPayInfo (phone): where the bank transfer goes — the platform's escrow account (name, bank, account number),
 * the amount and the reference (the order number) to write on it, each with 复制 — and the transfers recorded so far
 * with their status. 我已转账，上传凭证 leads to /externalPay while a transfer may be recorded.
 */
export function EscrowInfo({ info, canRecord, onRecord, onOpenOrder, onCopy }: EscrowInfoProps) {
  const amount = formatPrice(info.amount, info.priceUnit);
  return (
    <>
      <div className={`${styles.card} ${styles.amountHead}`}>
        <div className={styles.amountLabel}>转账金额</div>
        <div className={styles.amountBig} data-testid="escrow-amount">
          {amount}
        </div>
        <div className={styles.orderNo}>
          订单号 {info.orderNo} · {info.statusText}
        </div>
      </div>
      <h2 className={sub.sectionTitle}>收款账户（平台担保账户）</h2>
      <div className={styles.card}>
        <dl className={styles.account} data-testid="escrow-account">
          <CopyRow label="户名" value={info.account.name} what="户名" testId="escrow-name" onCopy={onCopy} />
          <CopyRow label="开户行" value={info.account.bank} what="开户行" testId="escrow-bank" onCopy={onCopy} />
          <CopyRow label="账号" value={info.account.accountNo} what="账号" testId="escrow-account-no" onCopy={onCopy} />
          <CopyRow label="金额" value={amount} copy={textFromCents(info.amount)} what="金额" testId="escrow-transfer-amount" onCopy={onCopy} />
          <CopyRow label="附言" value={info.reference} what="附言" testId="escrow-reference" onCopy={onCopy} />
        </dl>
      </div>
      <div className={styles.tip} data-testid="escrow-tip">
        请使用对公账户转账，并在转账<b>附言/备注中填写订单号 {info.reference}</b>，以便平台核对。转账金额须与订单金额一致；转账后点击下方按钮上传银行回单，平台确认到账后订单进入待发货。
      </div>
      <h2 className={sub.sectionTitle}>转账记录</h2>
      <div className={styles.card}>
        <TransferList transfers={info.transfers} priceUnit={info.priceUnit} />
      </div>
      <div className={styles.bar}>
        <Button className={styles.barSide} fill="outline" shape="rounded" onClick={onOpenOrder} data-testid="escrow-view-order">
          查看订单
        </Button>
        {canRecord && (
          <Button block color="primary" shape="rounded" onClick={onRecord} data-testid="escrow-record">
            我已转账，上传凭证
          </Button>
        )}
      </div>
    </>
  );
}
