import DatePicker from 'antd-mobile/es/components/date-picker';
import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import TextArea from 'antd-mobile/es/components/text-area';
import { useMemo, useState, type ReactNode } from 'react';
import { formatDate } from '@mts/shared/format';
import { chinaToday, type BuyFieldErrors, type CheckoutValues } from '../../model/buy-form';
import styles from './form.module.css';

type Values = Pick<CheckoutValues, 'deliveryPlace' | 'deliveryDate' | 'contactName' | 'contactMobile' | 'remark'> & { taxIncluded: boolean | undefined };

type Props<V extends Values> = {
  values: V;
  errors: BuyFieldErrors;
  onChange: (patch: Partial<V>) => void;
  /** The cart checkout leaves every field optional (the goods' own place and tax apply). */
  optional?: boolean;
};

/** A form row with the schema's message under it. */
export function FieldItem({ label, error, children, testId }: { label: string; error?: string; children: ReactNode; testId?: string }) {
  return (
    <List.Item title={label} data-testid={testId} description={error ? <span className={styles.error} data-testid="field-error">{error}</span> : undefined}>
      {children}
    </List.Item>
  );
}

/** yyyy-MM-dd → that local day. */
const dayOf = (text: string) => {
  const [y, m, d] = text.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};
const DATE_RANGE_YEARS = 2;

/** 交货日期: yyyy-MM-dd, picked with antd-mobile's DatePicker from today on. */
function DeliveryDate({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [picking, setPicking] = useState(false);
  // the same Date objects between renders: a new value each render resets the wheel the user is turning
  const todayText = chinaToday();
  const today = useMemo(() => dayOf(todayText), [todayText]);
  const max = useMemo(() => new Date(today.getFullYear() + DATE_RANGE_YEARS, today.getMonth(), today.getDate()), [today]);
  const picked = useMemo(() => (value ? dayOf(value) : today), [value, today]);
  return (
    <>
      <button type="button" className={styles.dateInput} aria-label="交货日期" onClick={() => setPicking(true)} data-testid="delivery-date">
        {value || <span className={styles.placeholder}>请选择交货日期</span>}
      </button>
      <DatePicker
        visible={picking}
        onClose={() => setPicking(false)}
        title="交货日期"
        precision="day"
        min={today}
        max={max}
        value={picked}
        onConfirm={(d) => onChange(formatDate(d, 'yyyy-MM-dd'))}
      />
    </>
  );
}

/** 交货地, 交货日期 (a date picker, not before today), 含税, 联系人, 手机号, 备注: on /buy, the quote and /pay. */
export function DeliveryFields<V extends Values>({ values, errors, onChange, optional }: Props<V>) {
  const set = (patch: Partial<Values>) => onChange(patch as Partial<V>);
  return (
    <>
      <FieldItem label="交货地" error={errors.deliveryPlace} testId="field-deliveryPlace">
        <Input value={values.deliveryPlace} onChange={(v) => set({ deliveryPlace: v })} placeholder={optional ? '不填则按各商品的交货地' : '如：深圳、香港'} maxLength={20} clearable />
      </FieldItem>
      <FieldItem label="交货日期" error={errors.deliveryDate} testId="field-deliveryDate">
        <DeliveryDate value={values.deliveryDate} onChange={(deliveryDate) => set({ deliveryDate })} />
      </FieldItem>
      <FieldItem label="含税" error={errors.taxIncluded} testId="field-taxIncluded">
        <div className={styles.switchRow}>
          <span>{values.taxIncluded === undefined ? '按商品报价' : values.taxIncluded ? '含税' : '不含税'}</span>
          <Switch checked={Boolean(values.taxIncluded)} onChange={(v) => set({ taxIncluded: v })} aria-label="含税" />
        </div>
      </FieldItem>
      <FieldItem label="联系人" error={errors.contactName} testId="field-contactName">
        <Input value={values.contactName} onChange={(v) => set({ contactName: v })} placeholder="请输入联系人" maxLength={20} clearable />
      </FieldItem>
      <FieldItem label="手机号" error={errors.contactMobile} testId="field-contactMobile">
        <Input value={values.contactMobile} onChange={(v) => set({ contactMobile: v })} placeholder="请输入手机号" type="tel" maxLength={11} clearable />
      </FieldItem>
      <FieldItem label="备注" error={errors.remark} testId="field-remark">
        <TextArea value={values.remark} onChange={(v) => set({ remark: v })} placeholder="选填：包装、发票等要求" maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </FieldItem>
    </>
  );
}
