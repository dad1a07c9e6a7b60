import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { formatPrice } from '@mts/shared/format';
import { depositMachine } from '@mts/shared/status';
import { PagedList } from '@/components/mobile/paged-list';
import { StatusBadge } from '@/components/mobile/status-badge';
import { loadedRows } from '@/lib/infinite';
import { useDepositsInfinite } from '../../api/get-deposits';
import { useDepositForm } from '../../hooks/use-money-forms';
import type { Currency } from '../../model/accounts';
import { depositView, transferLines, type DepositView } from '../../model/requests';
import { CurrencyField, TextField } from './money-fields';
import { TransferLines } from './transfer-lines';
import styles from './wallet.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

function DepositRow({ d }: { d: DepositView }) {
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.row} data-testid="deposit-row">
      <div className={styles.rowTop}>
        <span className={styles.rowTitle}>
          充值 {d.amount}
          <span className={styles.unitTag}>{d.currency}</span>
        </span>
        <StatusBadge machine={depositMachine} status={d.status} text={d.statusText} testId="deposit-status" />
      </div>
      <p className={styles.memo}>
        附言 <span className={styles.reference}>{d.reference}</span> · {d.note}
      </p>
      <div className={styles.rowFoot}>
        <span>{d.time}</span>
        {d.lines && (
          <button type="button" className={styles.textButton} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? '收起转账信息' : '查看转账信息'}
          </button>
        )}
      </div>
      {open && d.lines && <TransferLines lines={d.lines} />}
    </li>
  );
}

/** 充值 by bank transfer: amount and currency; the reply shows where to send it and the reference; my deposits below. */
export function DepositPane({ initialCurrency }: { initialCurrency?: Currency }) {
  const form = useDepositForm(initialCurrency);
  const list = useDepositsInfinite();
  const rows = loadedRows(list.data).map(depositView);
  const result = form.result;

  return (
    <div data-testid="deposit-pane">
      {result ? (
        <section className={styles.card} data-testid="deposit-result">
          <h3 className={styles.cardTitle}>充值申请已提交，请按以下信息转账</h3>
          <p className={styles.cardText}>
            请通过网银或柜台向平台担保账户转账 <strong className={styles.amount}>{formatPrice(result.amount, result.priceUnit)}</strong>，并在附言中填写
            <strong> {result.reference}</strong>。平台确认到账后，金额计入可用余额。
          </p>
          <TransferLines lines={transferLines(result.account, result.amount, result.priceUnit, result.reference)} testId="deposit-transfer" />
          <Button block shape="rounded" className={styles.formButton} onClick={form.startAnother} data-testid="deposit-another">
            再充一笔
          </Button>
        </section>
      ) : (
        <form
          className={styles.card}
          data-testid="deposit-form"
          onSubmit={(e) => {
            e.preventDefault();
            void form.submit();
          }}
        >
          <CurrencyField value={form.values.priceUnit} onChange={(c) => form.set('priceUnit', c)} error={form.errors.priceUnit} testId="deposit-currency" />
          <TextField
            label="充值金额"
            prefix={form.values.priceUnit === 10 ? '$' : '¥'}
            value={form.values.amount}
            onChange={(v) => form.set('amount', v)}
            placeholder="请输入充值金额"
            inputMode="decimal"
            maxLength={12}
            error={form.errors.amount}
            testId="deposit-amount"
          />
          <p className={styles.hint}>提交后显示平台收款账户和转账附言（每笔唯一），请转账时填写附言；平台确认到账后计入可用余额。</p>
          {form.formError && (
            <p className={styles.formError} data-testid="deposit-error">
              {form.formError}
            </p>
          )}
          <Button type="submit" block color="primary" shape="rounded" loading={form.submitting} className={styles.formButton} data-testid="deposit-submit">
            提交充值申请
          </Button>
        </form>
      )}
      <h3 className={styles.listTitle}>我的充值</h3>
      <PagedList query={list} rowCount={rows.length} empty={<ErrorBlock status="empty" title="暂无充值记录" description="" className={styles.empty} />}>
        <ul className={styles.list} data-testid="deposit-list">
          {rows.map((d) => (
            <DepositRow key={d.id} d={d} />
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
