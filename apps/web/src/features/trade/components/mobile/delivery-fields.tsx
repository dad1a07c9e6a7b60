import Input from 'antd-mobile/es/components/input';
import List from 'antd-mobile/es/components/list';
import Switch from 'antd-mobile/es/components/switch';
import TextArea from 'antd-mobile/es/components/text-area';
import type { ReactNode } from 'react';
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

/** 交货地, 交货日期 (a date picker, not before today), 含税, 联系人, 手机号, 备注: on /buy, the quote and /pay. */
export function DeliveryFields<V extends Values>({ values, errors, onChange, optional }: Props<V>) {
  const set = (patch: Partial<Values>) => onChange(patch as Partial<V>);
  return (
    <>
      <FieldItem label="交货地" error={errors.deliveryPlace} testId="field-deliveryPlace">
        <Input value={values.deliveryPlace} onChange={(v) => set({ deliveryPlace: v })} placeholder={optional ? '不填则按各商品的交货地' : '如：深圳、香港'} maxLength={20} clearable />
      </FieldItem>
      <FieldItem label="交货日期" error={errors.deliveryDate} testId="field-deliveryDate">
        <input
          type="date"
          className={styles.dateInput}
          aria-label="交货日期"
          min={chinaToday()}
          value={values.deliveryDate}
          onChange={(e) => set({ deliveryDate: e.target.value })}
          data-testid="delivery-date"
        />
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
