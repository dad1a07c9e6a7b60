import Dialog from 'antd-mobile/es/components/dialog';
import Input from 'antd-mobile/es/components/input';
import { useCentres } from '../../api/logistics';
import { shipNote } from '../../model/logistics';
import { CARRIERS, type ShipValues } from '../../model/money-forms';
import { useShipForm } from '../../model/use-ship-form';
import { Chips } from './form-row';
import { CentrePicker } from './logistics';
import styles from './money.module.css';

type Props = {
  visible: boolean;
  orderId: number;
  busy: boolean;
  onCancel: () => void;
  /** Resolves when shipped (the dialog closes); a refusal was toasted and the dialog stays. */
  onSubmit: (values: ShipValues) => Promise<unknown>;
};

/**
 * 发货: the inspection centre to ship to (name, address, contact, hours), carrier (a common one in a tap, or typed)
 * and tracking number, checked with the shared schema before it goes.
 */
export function ShipDialog({ visible, orderId, busy, onCancel, onSubmit }: Props) {
  const centres = useCentres(visible).data ?? [];
  const { values, errors, set, submit } = useShipForm(orderId, onSubmit, centres.length);
  return (
    <Dialog
      visible={visible}
      title="发货"
      content={
        <div className={styles.dialogForm} data-testid="ship-form">
          <p className={styles.muted} style={{ margin: 0 }}>
            {shipNote(centres)}
          </p>
          {centres.length > 0 && <CentrePicker centres={centres} value={values.centreId} onChange={(centreId) => set({ centreId })} />}
          {errors.centreId && (
            <p className={styles.dialogError} data-testid="error-centreId">
              {errors.centreId}
            </p>
          )}
          <Chips options={CARRIERS.map((c) => ({ value: c as string, label: c }))} value={values.carrier} onChange={(carrier) => set({ carrier })} testId="ship-carriers" />
          <Input className={styles.dialogField} placeholder="物流公司" value={values.carrier} onChange={(carrier) => set({ carrier })} maxLength={30} clearable data-testid="ship-carrier" />
          {errors.carrier && (
            <p className={styles.dialogError} data-testid="error-carrier">
              {errors.carrier}
            </p>
          )}
          <Input className={styles.dialogField} placeholder="运单号" value={values.trackingNo} onChange={(trackingNo) => set({ trackingNo })} maxLength={40} clearable data-testid="ship-tracking" />
          {errors.trackingNo && (
            <p className={styles.dialogError} data-testid="error-trackingNo">
              {errors.trackingNo}
            </p>
          )}
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: '取消', onClick: onCancel },
          { key: 'confirm', text: busy ? '提交中…' : '确认发货', bold: true, disabled: busy, onClick: () => void submit() },
        ],
      ]}
    />
  );
}
