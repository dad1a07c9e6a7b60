import Button from 'antd-mobile/es/components/button';
import Toast from 'antd-mobile/es/components/toast';
import { createErrorBlock } from 'antd-mobile/es/components/error-block';
import { emptyImage } from 'antd-mobile/es/components/error-block/images';
import { Limits } from '@mts/shared/constants';
import { MoneyMsg } from '@mts/shared/messages';
import { withdrawalMachine } from '@mts/shared/status';
import { PagedList } from '@/components/mobile/paged-list';
import { StatusBadge } from '@/components/mobile/status-badge';
import { loadedRows } from '@/lib/infinite';
import { textFromCents } from '@/lib/money-input';
import { useWithdrawalsInfinite } from '../../api/get-withdrawals';
import { useWithdrawForm } from '../../hooks/use-money-forms';
import type { AccountView, Currency } from '../../model/accounts';
import { withdrawalView } from '../../model/requests';
import { CurrencyField, TextField } from './money-fields';
import styles from './wallet.module.css';

const ErrorBlock = createErrorBlock({ empty: emptyImage });

type Props = {
  accounts: AccountView[];
  /** Real-name verified (only then can money leave the wallet), and the verified name, masked. */
  verified: boolean;
  realName: string | undefined;
  initialCurrency?: Currency;
  /** 去实名认证. */
  onVerify: () => void;
};

function WithdrawalList() {
  const list = useWithdrawalsInfinite();
  const rows = loadedRows(list.data).map(withdrawalView);
  return (
    <>
      <h3 className={styles.listTitle}>我的提现</h3>
      <PagedList query={list} rowCount={rows.length} empty={<ErrorBlock status="empty" title="暂无提现记录" description="" className={styles.empty} />}>
        <ul className={styles.list} data-testid="withdrawal-list">
          {rows.map((w) => (
            <li key={w.id} className={styles.row} data-testid="withdrawal-row">
              <div className={styles.rowTop}>
                <span className={styles.rowTitle}>
                  提现 {w.amount}
                  <span className={styles.unitTag}>{w.currency}</span>
                </span>
                <StatusBadge machine={withdrawalMachine} status={w.status} text={w.statusText} testId="withdrawal-status" />
              </div>
              <p className={styles.memo}>{w.payee}</p>
              <p className={w.tone === 'refused' ? styles.refusedNote : styles.memo} data-testid="withdrawal-note">
                {w.note}
              </p>
              <div className={styles.rowFoot}>
                <span>{w.time}</span>
              </div>
            </li>
          ))}
        </ul>
      </PagedList>
    </>
  );
}

/** 提现 to a bank account in my verified name: held as frozen until the platform pays or refuses it; my withdrawals below. */
export function WithdrawPane({ accounts, verified, realName, initialCurrency, onVerify }: Props) {
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
        <TextField label="开户银行" value={form.values.bankName} onChange={(v) => form.set('bankName', v)} placeholder="如：招商银行深圳分行" maxLength={40} error={form.errors.bankName} testId="withdraw-bank" />
        <TextField
          label="银行账号"
          value={form.values.accountNo}
          onChange={(v) => form.set('accountNo', v)}
          placeholder="请输入收款银行卡号"
          inputMode="numeric"
          maxLength={40}
          error={form.errors.accountNo}
          testId="withdraw-account"
        />
        <div className={styles.field}>
          <span className={styles.label}>收款户名</span>
          <span className={styles.readonly} data-testid="withdraw-account-name">
            {realName || '实名认证姓名'}
            <small>实名认证姓名，不可修改</small>
          </span>
        </div>
        <p className={styles.hint}>提交后金额从可提现余额转入冻结，平台打款后到账；若被拒绝，金额退回可提现余额。</p>
        {form.formError && (
          <p className={styles.formError} data-testid="withdraw-error">
            {form.formError}
          </p>
        )}
        <Button type="submit" block color="primary" shape="rounded" loading={form.submitting} className={styles.formButton} data-testid="withdraw-submit">
          提交提现申请
        </Button>
      </form>
      <WithdrawalList />
    </div>
  );
}
