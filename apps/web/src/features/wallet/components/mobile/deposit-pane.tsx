import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { formatPrice } from '@mts/shared/format';
import { depositMachine } from '@mts/shared/status';
import { loadedRows } from '@/lib/infinite';
import { useDepositsInfinite } from '../../api/get-deposits';
import { useDepositForm } from '../../hooks/use-money-forms';
import type { Currency } from '../../model/accounts';
import type { SlipUploader } from '../../model/money-forms';
import { depositView, transferLines, type DepositView } from '../../model/requests';
import { CurrencyField, TextField } from './money-fields';
import { FormFoot, RequestList, RequestRowTop } from './request-list';
import { TransferLines } from './transfer-lines';
import styles from './wallet.module.css';

function DepositRow({ d }: { d: DepositView }) {
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.row} data-testid="deposit-row">
      <RequestRowTop title="充值" row={d} machine={depositMachine} testId="deposit-status" />
      <p className={d.tone === 'refused' ? styles.refusedNote : styles.memo} data-testid="deposit-note">
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

/**
 * 充值 by bank transfer: amount, currency and the transfer slip (转账凭证, through the uploader the route gives); the
 * reply shows where to send it and the reference; my deposits below (已驳回 with the reason).
 */
export function DepositPane({ initialCurrency, Uploader }: { initialCurrency?: Currency; Uploader: SlipUploader }) {
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
          <div className={styles.slipField} data-testid="deposit-slip">
            <span className={styles.label}>转账凭证</span>
            <Uploader value={form.values.slipUrl ? [form.values.slipUrl] : []} onChange={(urls) => form.set('slipUrl', urls[0] ?? '')} onBusyChange={form.setUploading} max={1} />
          </div>
          {form.errors.slipUrl && (
            <p className={styles.error} data-testid="deposit-slip-error">
              {form.errors.slipUrl}
            </p>
          )}
          <p className={styles.hint}>
            请上传银行回单截图或照片，平台核对凭证后确认到账。提交后显示平台收款账户和转账附言（每笔唯一）；平台确认到账后计入可用余额。
          </p>
          <FormFoot error={form.formError} label="提交充值申请" submitting={form.submitting} disabled={form.uploading} testId="deposit" />
        </form>
      )}
      <RequestList title="我的充值" query={list} rowCount={rows.length} emptyText="暂无充值记录" testId="deposit-list">
        {rows.map((d) => (
          <DepositRow key={d.id} d={d} />
        ))}
      </RequestList>
    </div>
  );
}
