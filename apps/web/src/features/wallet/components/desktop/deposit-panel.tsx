import { Alert, Button, Form, Input, Result } from 'antd';
import { formatPrice } from '@mts/shared/format';
import type { DepositInfo } from '@mts/shared/schemas';
import { useDepositPage } from '../../api/get-deposits';
import { useDepositForm } from '../../hooks/use-money-forms';
import { currencyOf, type Currency } from '../../model/accounts';
import { depositView, transferLines, type DepositView } from '../../model/requests';
import { CurrencyField, fieldStatus } from './money-fields';
import { RequestTable } from './request-table';
import { TransferLines } from './transfer-lines';
import './wallet.css';

/** My deposits: the transfer reference, and the transfer to make behind 转账信息 while one waits. */
function DepositTable() {
  return (
    <RequestTable<DepositInfo, DepositView>
      usePage={useDepositPage}
      toView={depositView}
      kind="deposit"
      emptyText="暂无充值记录"
      amountWidth={160}
      middle={[{ title: '转账附言', dataIndex: 'reference', width: 180, render: (ref: string) => <span className="pc-wallet-reference">{ref}</span> }]}
      note={(d) => d.note}
      expandable={{
        rowExpandable: (d) => d.lines !== null,
        expandedRowRender: (d) => (d.lines ? <TransferLines lines={d.lines} /> : null),
        expandIcon: ({ expanded, onExpand, record }) =>
          record.lines ? (
            <Button type="link" size="small" onClick={(e) => onExpand(record, e)}>
              {expanded ? '收起' : '转账信息'}
            </Button>
          ) : null,
        expandIconColumnIndex: 5,
      }}
    />
  );
}

/** 充值 by bank transfer: the form beside what happens next (then the transfer to make); my deposits below. */
export function DepositPanel({ initialCurrency }: { initialCurrency?: Currency }) {
  const form = useDepositForm(initialCurrency);
  const result = form.result;
  return (
    <div className="pc-wallet-panel" data-testid="deposit-pane">
      <div className="pc-wallet-columns">
        {result ? (
          <div className="pc-wallet-result" data-testid="deposit-result">
            <Result
              status="success"
              title="充值申请已提交"
              subTitle={
                <>
                  请向平台担保账户转账 <strong className="pc-wallet-in">{formatPrice(result.amount, result.priceUnit)}</strong>，并在附言中填写 <strong>{result.reference}</strong>
                  ；平台确认到账后计入可用余额。
                </>
              }
              extra={
                <Button onClick={form.startAnother} data-testid="deposit-another">
                  再充一笔
                </Button>
              }
            />
            <TransferLines lines={transferLines(result.account, result.amount, result.priceUnit, result.reference)} testId="deposit-transfer" />
          </div>
        ) : (
          <Form
            layout="horizontal"
            labelCol={{ flex: '96px' }}
            className="pc-wallet-form"
            data-testid="deposit-form"
            onFinish={() => void form.submit()}
          >
            <CurrencyField value={form.values.priceUnit} onChange={(c) => form.set('priceUnit', c)} error={form.errors.priceUnit} testId="deposit-currency" />
            <Form.Item label="充值金额" required {...fieldStatus(form.errors.amount)}>
              <Input
                prefix={currencyOf(form.values.priceUnit).symbol}
                value={form.values.amount}
                onChange={(e) => form.set('amount', e.target.value)}
                placeholder="请输入充值金额"
                inputMode="decimal"
                maxLength={12}
                allowClear
                data-testid="deposit-amount"
              />
            </Form.Item>
            {form.formError ? <Alert type="error" showIcon title={form.formError} className="pc-wallet-form-error" data-testid="deposit-error" /> : null}
            <Form.Item label=" " colon={false}>
              <Button type="primary" htmlType="submit" loading={form.submitting} data-testid="deposit-submit">
                提交充值申请
              </Button>
            </Form.Item>
          </Form>
        )}
        <div className="pc-wallet-steps">
          <h3>充值说明</h3>
          <ol>
            <li>填写金额并提交，页面显示平台担保账户和本次充值的转账附言（每笔唯一）。</li>
            <li>通过网银或柜台向该账户转账，附言填写转账附言，金额与申请一致。</li>
            <li>平台确认到账后，金额计入可用余额，资金明细中可查到“充值”记录。</li>
          </ol>
        </div>
      </div>
      <h3 className="pc-wallet-subtitle">我的充值</h3>
      <DepositTable />
    </div>
  );
}
