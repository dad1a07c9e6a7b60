import Button from 'antd-mobile/es/components/button';
import Toast from 'antd-mobile/es/components/toast';
import { Limits } from '@mts/shared/constants';
import { MoneyMsg } from '@mts/shared/messages';
import { withdrawalMachine } from '@mts/shared/status';
import { loadedRows } from '@/lib/infinite';
import { textFromCents } from '@/lib/money-input';
import { useWithdrawalsInfinite } from '../../api/get-withdrawals';
import { useWithdrawForm } from '../../hooks/use-money-forms';
import { PAYEE_FIELDS } from '../../model/money-forms';
import { withdrawalView } from '../../model/requests';
import type { WithdrawPaneProps } from '../../model/wallet-page';
import { CurrencyField, TextField } from './money-fields';
import { PayFactorField } from './pay-factor-field';
import { FormFoot, RequestList, RequestRowTop } from './request-list';
import styles from './wallet.module.css';

const PAYEE_TEST_IDS = { bankName: 'withdraw-bank', accountNo: 'withdraw-account' } as const;

function WithdrawalList() {
  const list = useWithdrawalsInfinite();
  const rows = loadedRows(list.data).map(withdrawalView);
  return (
    <RequestList title="我的提现" query={list} rowCount={rows.length} emptyText="暂无提现记录" testId="withdrawal-list">
          {rows.map((w) => (
            <li key={w.id} className={styles.row} data-testid="withdrawal-row">
              <RequestRowTop title="提现" row={w} machine={withdrawalMachine} testId="withdrawal-status" />
              <p className={styles.memo}>{w.payee}</p>
              <p className={w.tone === 'refused' ? styles.refusedNote : styles.memo} data-testid="withdrawal-note">
                {w.note}
              </p>
              <div className={styles.rowFoot}>
                <span>{w.time}</span>
              </div>
            </li>
          ))}
    </RequestList>
  );
}

/**
 * 提现 to a bank account in my verified name, confirmed with the 支付密码 (or an SMS code before one is set): held as
 * frozen until the platform pays or refuses it; my withdrawals below.
 */
export function WithdrawPane({ accounts, verified, realName, initialCurrency, onVerify }: WithdrawPaneProps) {
  const form = useWithdrawForm(initialCurrency);
  const account = accounts.find((a) => a.priceUnit === form.values.priceUnit) ?? accounts[0]!;

  if (!verified || form.needsRealName) {
    return (
      <div data-testid="withdraw-pane">
        <section className={`${styles.card} ${styles.gate}`} data-testid="withdraw-needs-realname">
          <h3 className={styles.cardTitle}>请先完成实名认证</h3>
          <p className={styles.cardText}>{MoneyMsg.needRealName}。</p>
          <Button color="primary" shape="rounded" className={styles.formButton} onClick={onVerify} data-testid="withdraw-go-realname">
            去实名认证
          </Button>
        </section>
        {/* Only a verified user can have withdrawn anything. */}
        {verified && <WithdrawalList />}
      </div>
    );
  }

  return (
    <div data-testid="withdraw-pane">
      <form
        className={styles.card}
        data-testid="withdraw-form"
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit().then((done) => done && Toast.show({ content: MoneyMsg.withdrawRequested, duration: Limits.toastMs }));
        }}
      >
        <CurrencyField value={form.values.priceUnit} onChange={(c) => form.set('priceUnit', c)} error={form.errors.priceUnit} testId="withdraw-currency" />
        <div className={styles.available}>
          可提现 <strong data-testid="withdraw-available">{account.withdrawable}</strong>
          {account.withdrawableCents ? (
            <button type="button" className={styles.textButton} onClick={() => form.set('amount', textFromCents(account.withdrawableCents))} data-testid="withdraw-all">
              全部提现
            </button>
          ) : null}
        </div>
        <TextField
          label="提现金额"
          prefix={account.symbol}
          value={form.values.amount}
          onChange={(v) => form.set('amount', v)}
          placeholder="请输入提现金额"
          inputMode="decimal"
          maxLength={12}
          error={form.errors.amount}
          testId="withdraw-amount"
        />
        {PAYEE_FIELDS.map(({ key, ...f }) => (
          <TextField key={key} {...f} value={form.values[key]} onChange={(v) => form.set(key, v)} error={form.errors[key]} testId={PAYEE_TEST_IDS[key]} />
        ))}
        <div className={styles.field}>
          <span className={styles.label}>收款户名</span>
          <span className={styles.readonly} data-testid="withdraw-account-name">
            {realName || '实名认证姓名'}
            <small>实名认证姓名，不可修改</small>
          </span>
        </div>
        <PayFactorField factor={form.factor} testId="withdraw-factor" />
        <p className={styles.hint}>提交后金额从可提现余额转入冻结，平台打款后到账；若被拒绝，金额退回可提现余额。</p>
        <FormFoot error={form.formError} label="提交提现申请" submitting={form.submitting} testId="withdraw" />
      </form>
      <WithdrawalList />
    </div>
  );
}
