import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import ImageUploader, { type ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import Input from 'antd-mobile/es/components/input';
import Toast from 'antd-mobile/es/components/toast';
import { PRICE_UNIT_SYMBOL } from '@mts/shared/constants';
import { formatPrice } from '@mts/shared/format';
import type { UploadResult } from '@mts/shared/schemas';
import { amountDiffers, formatPaidAt, paidAtFromLocalInput, paidAtToLocalInput, type TransferValues } from '../../model/money-forms';
import { useTransferForm } from '../../model/use-transfer-form';
import { UPLOAD_IMAGE_ACCEPT, uploadRefusal } from '@/lib/upload-check';
import { FormRow } from './form-row';
import styles from './money.module.css';
import staff from './staff.module.css';


type TransferFormProps = {
  order: { id: number; orderNo: string; amount: number; priceUnit: number };
  /** POST /upload/image (the publish form's upload). */
  upload: (file: File) => Promise<UploadResult>;
  /** Records the transfer; resolves once recorded, rejects on a refusal (toasted by the client). */
  onSubmit: (values: TransferValues) => Promise<unknown>;
  submitting: boolean;
};

/**
 * 登记转账 (phone): the amount (the order's, in its currency), the paying account's name, when it was paid (the
 * phone's date-time picker, not later than now) and the bank receipt, one image through the upload endpoint. Each
 * field is checked with the shared schema before anything is sent; messages show after the first submit.
 */
export function TransferForm({ order, upload, onSubmit, submitting }: TransferFormProps) {
  const { values, errors, set, uploading, setUploading, submit } = useTransferForm(order, onSubmit);
  const [receipt, setReceipt] = useState<ImageUploadItem[]>([]);
  const symbol = PRICE_UNIT_SYMBOL[order.priceUnit] ?? '¥';

  return (
    <>
      <div className={styles.form} data-testid="transfer-form">
        <FormRow label="转账金额" required field="amount" error={errors.amount}>
          <span className={staff.currency}>{symbol}</span>
          <Input className={staff.input} type="text" inputMode="decimal" value={values.amount} onChange={(amount) => set({ amount })} placeholder="与订单金额一致" data-testid="transfer-amount" />
        </FormRow>
        {!errors.amount && amountDiffers(order, values) && (
          <p className={styles.warn} data-testid="transfer-amount-warn">
            与订单金额 {formatPrice(order.amount, order.priceUnit)} 不一致，平台将按订单金额核对
          </p>
        )}
        <FormRow label="付款账户" required field="payerName" error={errors.payerName}>
          <Input className={staff.input} value={values.payerName} onChange={(payerName) => set({ payerName })} placeholder="付款账户名（与银行回单一致）" maxLength={60} clearable data-testid="transfer-payer" />
        </FormRow>
        <FormRow label="转账时间" required field="paidAt" error={errors.paidAt}>
          <input
            type="datetime-local"
            className={styles.dateInput}
            aria-label="转账时间"
            max={paidAtToLocalInput(formatPaidAt(new Date()))}
            value={paidAtToLocalInput(values.paidAt)}
            onChange={(e) => set({ paidAt: paidAtFromLocalInput(e.target.value) })}
            data-testid="transfer-paid-at"
          />
        </FormRow>
        <div className={`${staff.row} ${styles.uploadRow}`} data-field="receiptUrl">
          <div className={styles.uploadLabel}>
            <i className={staff.required}>*</i>转账凭证<span className={styles.uploadHint}>银行回单截图或照片，JPG/PNG/WebP，不超过 5MB</span>
          </div>
          <ImageUploader
            value={receipt}
            onChange={(items) => {
              setReceipt(items);
              set({ receiptUrl: items[0]?.url ?? '' });
            }}
            maxCount={1}
            accept={UPLOAD_IMAGE_ACCEPT}
            beforeUpload={(file) => {
              const refusal = uploadRefusal(file);
              if (refusal) Toast.show({ content: refusal });
              return refusal ? null : file;
            }}
            onUploadQueueChange={(tasks) => setUploading(tasks.some((t) => t.status === 'pending'))}
            upload={async (file) => {
              const result = await upload(file);
              return { url: result.url, thumbnailUrl: result.thumbUrl };
            }}
            data-testid="transfer-receipt"
          />
          {errors.receiptUrl && (
            <p className={staff.error} style={{ marginLeft: 0 }} data-testid="error-receiptUrl">
              {errors.receiptUrl}
            </p>
          )}
        </div>
      </div>
      <div className={styles.submit}>
        <Button block color="primary" size="large" shape="rounded" loading={submitting} disabled={uploading} onClick={() => void submit()} data-testid="transfer-submit">
          {uploading ? '凭证上传中…' : '提交转账凭证'}
        </Button>
      </div>
    </>
  );
}
