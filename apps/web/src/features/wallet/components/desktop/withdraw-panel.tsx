import { Alert, App, Button, Form, Input, Result } from 'antd';
import { MoneyMsg } from '@mts/shared/messages';
import { textFromCents } from '@/lib/money-input';
import { useWithdrawForm } from '../../hooks/use-money-forms';
import { PAYEE_FIELDS } from '../../model/money-forms';
import type { WithdrawPaneProps } from '../../model/wallet-page';
import { CurrencyField, fieldStatus } from './money-fields';
import { PayFactorField } from './pay-factor-field';
import { RequestTable } from './request-table';
import './wallet.css';

const PAYEE_TEST_IDS = { bankName: 'withdraw-bank', accountNo: 'withdraw-account' } as const;

/** My withdrawals: the payee account, and why one was refused. */
function WithdrawalTable() {
  return (
    <RequestTable kind="withdrawal" middle={[{ title: '收款账户', dataIndex: 'payee', width: 320 }]} />
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

function WithdrawForm({ accounts, realName, initialCurrency, onVerify }: Omit<WithdrawPaneProps, 'verified'>) {
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
      {PAYEE_FIELDS.map((f) => (
        <Form.Item key={f.key} label={f.label} required {...fieldStatus(form.errors[f.key])}>
          <Input
            value={form.values[f.key]}
            onChange={(e) => form.set(f.key, e.target.value)}
            placeholder={f.placeholder}
            inputMode={f.inputMode}
            maxLength={f.maxLength}
            allowClear
            data-testid={PAYEE_TEST_IDS[f.key]}
          />
        </Form.Item>
      ))}
      <Form.Item label="收款户名" extra="实名认证姓名，不可修改">
        <Input value={realName || '实名认证姓名'} disabled data-testid="withdraw-account-name" />
      </Form.Item>
      <PayFactorField factor={form.factor} testId="withdraw-factor" />
      {form.formError ? <Alert type="error" showIcon title={form.formError} className="pc-wallet-form-error" data-testid="withdraw-error" /> : null}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" loading={form.submitting} data-testid="withdraw-submit">
          提交提现申请
        </Button>
      </Form.Item>
    </Form>
  );
}

/**
 * 提现 to a bank account in my verified name, confirmed with the 支付密码 (or an SMS code before one is set): frozen
 * until the platform pays or refuses it; my withdrawals below.
 */
export function WithdrawPanel({ accounts, verified, realName, initialCurrency, onVerify }: WithdrawPaneProps) {
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
