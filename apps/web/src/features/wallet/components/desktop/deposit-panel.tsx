import { Alert, Button, Form, Image, Input, Result } from 'antd';
import { formatPrice } from '@mts/shared/format';
import { useDepositForm } from '../../hooks/use-money-forms';
import { currencyOf, type Currency } from '../../model/accounts';
import type { SlipUploader } from '../../model/money-forms';
import { transferLines } from '../../model/requests';
import { CurrencyField, fieldStatus } from './money-fields';
import { RequestTable } from './request-table';
import { TransferLines } from './transfer-lines';
import './wallet.css';

/** My deposits: the transfer reference and slip, why one was rejected, and the transfer to make behind 转账信息 while one waits. */
function DepositTable() {
  return (
    <RequestTable
      kind="deposit"
      middle={[
        { title: '转账附言', dataIndex: 'reference', width: 180, render: (ref: string) => <span className="pc-wallet-reference">{ref}</span> },
        { title: '凭证', dataIndex: 'slipUrl', width: 70, render: (url: string) => (url ? <Image src={url} width={40} height={40} style={{ objectFit: 'cover' }} alt="转账凭证" /> : '—') },
      ]}
      expandable={{
        rowExpandable: (d) => d.lines !== null,
        expandedRowRender: (d) => (d.lines ? <TransferLines lines={d.lines} /> : null),
        expandIcon: ({ expanded, onExpand, record }) =>
          record.lines ? (
            <Button type="link" size="small" onClick={(e) => onExpand(record, e)}>
              {expanded ? '收起' : '转账信息'}
            </Button>
          ) : null,
        expandIconColumnIndex: 6,
      }}
    />
  );
}

/**
 * 充值 by bank transfer: the form (amount, currency, the transfer slip through the uploader the route gives) beside
 * what happens next (then the transfer to make); my deposits below.
 */
export function DepositPanel({ initialCurrency, Uploader }: { initialCurrency?: Currency; Uploader: SlipUploader }) {
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
            <Form.Item label="转账凭证" required extra="银行回单截图或照片，JPG/PNG/WebP，不超过 5MB" {...fieldStatus(form.errors.slipUrl)} data-testid="deposit-slip">
              <Uploader value={form.values.slipUrl ? [form.values.slipUrl] : []} onChange={(urls) => form.set('slipUrl', urls[0] ?? '')} onBusyChange={form.setUploading} max={1} />
            </Form.Item>
            {form.formError ? <Alert type="error" showIcon title={form.formError} className="pc-wallet-form-error" data-testid="deposit-error" /> : null}
            <Form.Item label=" " colon={false}>
              <Button type="primary" htmlType="submit" loading={form.submitting} disabled={form.uploading} data-testid="deposit-submit">
                提交充值申请
              </Button>
            </Form.Item>
          </Form>
        )}
        <div className="pc-wallet-steps">
          <h3>充值说明</h3>
          <ol>
            <li>填写金额、上传转账凭证并提交，页面显示平台担保账户和本次充值的转账附言（每笔唯一）。</li>
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
