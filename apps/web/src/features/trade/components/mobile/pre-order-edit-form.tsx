import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { PRICE_UNIT_SYMBOL } from '@mts/shared/constants';
import type { PreOrderDetail, PreOrderEditBody } from '@mts/shared/schemas';
import { editBodyOf, editErrorsOf, editValuesOf } from '../../model/pre-order-edit-form';
import { useCheckedForm } from '@/lib/use-checked-form';
import { FormRow } from './form-row';
import styles from './staff.module.css';

type Props = {
  order: PreOrderDetail;
  busy: boolean;
  /** Resolves true when saved (the form then starts again from the saved order). */
  onSubmit: (body: Partial<PreOrderEditBody> & { id: number }) => Promise<boolean>;
};

/**
 * The negotiator's edit of a quote: price (in the order's currency), quantity, delivery place and date, remark and
 * a note; only the changed fields go (POST /preOrder/edit), checked with the shared schema first.
 */
export function PreOrderEditForm({ order, busy, onSubmit }: Props) {
  const { values, errors, set, check, reset } = useCheckedForm(() => editValuesOf(order), (v) => editErrorsOf(order, v));

  const submit = async () => {
    if (check() && (await onSubmit(editBodyOf(order, values)))) reset();
  };

  return (
    <>
      <div className={styles.form} data-testid="edit-form">
        <FormRow label="单价" required field="price" error={errors.price}>
          <span className={styles.currency}>{PRICE_UNIT_SYMBOL[order.priceUnit] ?? '¥'}</span>
          <Input className={styles.input} inputMode="decimal" value={values.price} onChange={(v) => set('price', v.replace(/[^\d.]/g, ''))} maxLength={12} data-testid="edit-price" />
          <span className={styles.currency}>/片</span>
        </FormRow>
        <FormRow label="数量" required field="quantity" error={errors.quantity}>
          <Input className={styles.input} inputMode="numeric" value={values.quantity} onChange={(v) => set('quantity', v.replace(/\D/g, ''))} maxLength={9} data-testid="edit-quantity" />
          <span className={styles.currency}>片</span>
        </FormRow>
        <FormRow label="交货地" required field="deliveryPlace" error={errors.deliveryPlace}>
          <Input className={styles.input} value={values.deliveryPlace} onChange={(v) => set('deliveryPlace', v)} maxLength={20} data-testid="edit-deliveryPlace" />
        </FormRow>
        <FormRow label="交货日期" required field="deliveryDate" error={errors.deliveryDate}>
          <Input className={styles.input} type="date" value={values.deliveryDate} onChange={(v) => set('deliveryDate', v)} data-testid="edit-deliveryDate" />
        </FormRow>
        <FormRow label="备注" field="remark" error={errors.remark}>
          <TextArea className={styles.input} value={values.remark} onChange={(v) => set('remark', v)} maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} data-testid="edit-remark" />
        </FormRow>
        <FormRow label="修改说明" field="note" error={errors.note}>
          <TextArea className={styles.input} placeholder="选填，如：与卖方协商后调价" value={values.note} onChange={(v) => set('note', v)} maxLength={200} autoSize={{ minRows: 1, maxRows: 3 }} data-testid="edit-note" />
        </FormRow>
      </div>
      {errors.form && (
        <p className={styles.formError} data-testid="edit-form-error">
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button color="primary" fill="outline" shape="rounded" loading={busy} onClick={() => void submit()} data-testid="edit-save">
          保存修改
        </Button>
      </div>
    </>
  );
}
