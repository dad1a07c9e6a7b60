import { Button, DatePicker, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ComponentType } from 'react';
import { PRICE_UNIT_SYMBOL } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import { amountDiffers, type TransferValues } from '../../model/money-forms';
import { useTransferForm } from '../../model/use-transfer-form';

/** The app's image uploader (the publish form's picture wall): handed in, since a feature does not import another. */
export type ReceiptUploader = ComponentType<{ value?: string[]; onChange?: (urls: string[]) => void; onBusyChange?: (busy: boolean) => void; max?: number; id?: string }>;

type TransferFormProps = {
  order: { id: number; orderNo: string; amount: number; priceUnit: number };
  Uploader: ReceiptUploader;
  /** Records the transfer; resolves once recorded, rejects on a refusal (toasted by the client). */
  onSubmit: (values: TransferValues) => Promise<unknown>;
  submitting: boolean;
};

const PAID_AT_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * 登记转账 (desktop): the amount (the order's, in its currency), the paying account's name, when it was paid (a
 * date-time picker, not later than now) and the bank receipt (one image through the upload endpoint), checked with the
 * shared schema before anything is sent; messages show after the first submit.
 */
export function TransferForm({ order, Uploader, onSubmit, submitting }: TransferFormProps) {
  const { values, errors, set, uploading, setUploading, submit } = useTransferForm(order, onSubmit);
  const status = (field: keyof TransferValues) => (errors[field] ? ('error' as const) : undefined);

  return (
    <Form layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 14 }} data-testid="transfer-form">
      <Form.Item
        label="转账金额"
        required
        validateStatus={status('amount')}
        help={errors.amount ?? (amountDiffers(order, values) ? `与订单金额 ${formatPrice(order.amount, order.priceUnit)} 不一致，平台将按订单金额核对` : undefined)}
      >
        <Input prefix={PRICE_UNIT_SYMBOL[order.priceUnit] ?? '¥'} value={values.amount} onChange={(e) => set({ amount: e.target.value })} inputMode="decimal" style={{ maxWidth: 260 }} data-testid="transfer-amount" />
      </Form.Item>
      <Form.Item label="付款账户名" required validateStatus={status('payerName')} help={errors.payerName}>
        <Input value={values.payerName} onChange={(e) => set({ payerName: e.target.value })} maxLength={60} placeholder="与银行回单上的付款户名一致" data-testid="transfer-payer" />
      </Form.Item>
      <Form.Item label="转账时间" required validateStatus={status('paidAt')} help={errors.paidAt}>
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format={PAID_AT_FORMAT}
          value={values.paidAt ? dayjs(values.paidAt) : null}
          onChange={(d: Dayjs | null) => set({ paidAt: d ? d.format(PAID_AT_FORMAT) : '' })}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          placeholder="选择转账时间"
          style={{ width: 260 }}
          data-testid="transfer-paid-at"
        />
      </Form.Item>
      <Form.Item label="转账凭证" required validateStatus={status('receiptUrl')} help={errors.receiptUrl ?? '银行回单截图或照片，JPG/PNG/WebP，不超过 5MB'}>
        <div data-testid="transfer-receipt">
          <Uploader value={values.receiptUrl ? [values.receiptUrl] : []} onChange={(urls) => set({ receiptUrl: urls[0] ?? '' })} onBusyChange={setUploading} max={1} />
        </div>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 4, span: 14 }}>
        <Button type="primary" size="large" loading={submitting} disabled={uploading} onClick={() => void submit()} data-testid="transfer-submit">
          {uploading ? '凭证上传中…' : '提交转账凭证'}
        </Button>
      </Form.Item>
    </Form>
  );
}
