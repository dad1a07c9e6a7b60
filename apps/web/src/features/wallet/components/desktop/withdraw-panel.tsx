import { Alert, App, Button, Form, Input, Result } from 'antd';
import { MoneyMsg } from '@mts/shared/messages';
import type { Withdrawal } from '@mts/shared/schemas';
import { textFromCents } from '@/lib/money-input';
import { useWithdrawalPage } from '../../api/get-withdrawals';
import { useWithdrawForm } from '../../hooks/use-money-forms';
import type { AccountView, Currency } from '../../model/accounts';
import { withdrawalView, type WithdrawalView } from '../../model/requests';
import { CurrencyField, fieldStatus } from './money-fields';
import { RequestTable } from './request-table';
import './wallet.css';

type Props = {
  accounts: AccountView[];
  verified: boolean;
  realName: string | undefined;
  initialCurrency?: Currency;
  onVerify: () => void;
};

/** My withdrawals: the payee account, and why one was refused. */
function WithdrawalTable() {
  return (
    <RequestTable<Withdrawal, WithdrawalView>
      usePage={useWithdrawalPage}
      toView={withdrawalView}
      kind="withdrawal"
      emptyText="暂无提现记录"
      amountWidth={150}
      middle={[{ title: '收款账户', dataIndex: 'payee', width: 320 }]}
      note={(w) => (
        <span className={w.tone === 'refused' ? 'pc-wallet-refused' : undefined} data-testid="withdrawal-note">
          {w.note}
        </span>
      )}
    />
  );
}

/** Not verified (or the server said so: a session that missed a change): why, and the way to /pc/realname. */
function RealNameGate({ onVerify }: { onVerify: () => void }) {
  return (
    <Result
      status="warning"
      title="请先完成实名认证"
      subTitle={`${MoneyMsg.needRealName}。`}
      data-testid="withdraw-needs-realname"
      extra={
        <Button type="primary" onClick={onVerify} data-testid="withdraw-go-realname">
          去实名认证
        </Button>
      }
    />
  );
}

function WithdrawForm({ accounts, realName, initialCurrency, onVerify }: Omit<Props, 'verified'>) {
  const { message } = App.useApp();
  const form = useWithdrawForm(initialCurrency);
  const account = accounts.find((a) => a.priceUnit === form.values.priceUnit) ?? accounts[0]!;
  if (form.needsRealName) return <RealNameGate onVerify={onVerify} />;
  return (
    <Form
      layout="horizontal"
      labelCol={{ flex: '96px' }}
      className="pc-wallet-form"
      data-testid="withdraw-form"
      onFinish={() => void form.submit().then((done) => done && message.success(MoneyMsg.withdrawRequested))}
    >
      <CurrencyField value={form.values.priceUnit} onChange={(c) => form.set('priceUnit', c)} error={form.errors.priceUnit} testId="withdraw-currency" />
      <Form.Item label="可提现">
        <span className="pc-wallet-available">
          <strong data-testid="withdraw-available">{account.withdrawable}</strong>
          {account.withdrawableCents ? (
            <Button type="link" size="small" onClick={() => form.set('amount', textFromCents(account.withdrawableCents))} data-testid="withdraw-all">
              全部提现
            </Button>
          ) : null}
        </span>
      </Form.Item>
      <Form.Item label="提现金额" required {...fieldStatus(form.errors.amount)}>
        <Input
          prefix={account.symbol}
          value={form.values.amount}
          onChange={(e) => form.set('amount', e.target.value)}
          placeholder="请输入提现金额"
          inputMode="decimal"
          maxLength={12}
          allowClear
          data-testid="withdraw-amount"
        />
      </Form.Item>
      <Form.Item label="开户银行" required {...fieldStatus(form.errors.bankName)}>
        <Input value={form.values.bankName} onChange={(e) => form.set('bankName', e.target.value)} placeholder="如：招商银行深圳分行" maxLength={40} allowClear data-testid="withdraw-bank" />
      </Form.Item>
      <Form.Item label="银行账号" required {...fieldStatus(form.errors.accountNo)}>
        <Input value={form.values.accountNo} onChange={(e) => form.set('accountNo', e.target.value)} placeholder="请输入收款银行卡号" inputMode="numeric" maxLength={40} allowClear data-testid="withdraw-account" />
      </Form.Item>
      <Form.Item label="收款户名" extra="实名认证姓名，不可修改">
        <Input value={realName || '实名认证姓名'} disabled data-testid="withdraw-account-name" />
      </Form.Item>
      {form.formError ? <Alert type="error" showIcon title={form.formError} className="pc-wallet-form-error" data-testid="withdraw-error" /> : null}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={form.submitting} data-testid="withdraw-submit">
          提交提现申请
        </Button>
      </Form.Item>
    </Form>
  );
}

/** 提现 to a bank account in my verified name (frozen until the platform pays or refuses it); my withdrawals below. */
export function WithdrawPanel({ accounts, verified, realName, initialCurrency, onVerify }: Props) {
  return (
    <div className="pc-wallet-panel" data-testid="withdraw-pane">
      {verified ? (
        <div className="pc-wallet-columns">
          <WithdrawForm accounts={accounts} realName={realName} initialCurrency={initialCurrency} onVerify={onVerify} />
          <div className="pc-wallet-steps">
            <h3>提现说明</h3>
            <ol>
              <li>收款账户须为您本人（实名认证姓名）的银行账户。</li>
              <li>提交后金额从可提现余额转入冻结，资金明细中可查到“提现申请”。</li>
              <li>平台打款后状态变为“已打款”；若被拒绝，金额退回可提现余额并注明原因。</li>
            </ol>
          </div>
        </div>
      ) : (
        <RealNameGate onVerify={onVerify} />
      )}
      {/* Only a verified user can have withdrawn anything. */}
      {verified ? (
        <>
          <h3 className="pc-wallet-subtitle">我的提现</h3>
          <WithdrawalTable />
        </>
      ) : null}
    </div>
  );
}
