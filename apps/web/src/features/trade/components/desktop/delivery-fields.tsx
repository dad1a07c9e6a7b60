import { DatePicker, Form, Input, Switch } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { chinaToday, type BuyFieldErrors, type CheckoutValues } from '../../model/buy-form';

type Values = Pick<CheckoutValues, 'deliveryPlace' | 'deliveryDate' | 'contactName' | 'contactMobile' | 'remark'> & { taxIncluded: boolean | undefined };

/** A form row with the shared schema's message under it. */
export function FieldItem({ label, error, children, testId, required }: { label: string; error?: string; children: ReactNode; testId?: string; required?: boolean }) {
  return (
    <Form.Item label={label} required={required} validateStatus={error ? 'error' : undefined} help={error} data-testid={testId}>
      {children}
    </Form.Item>
  );
}

/** 交货地, 交货日期, 含税, 联系人, 手机号, 备注 for /pc/buy, the quote and /pc/pay. */
export function DeliveryFields<V extends Values>({ values, errors, onChange, optional }: { values: V; errors: BuyFieldErrors; onChange: (patch: Partial<V>) => void; optional?: boolean }) {
  const set = (patch: Partial<Values>) => onChange(patch as Partial<V>);
  const today = chinaToday();
  return (
    <>
      <FieldItem label="交货地" error={errors.deliveryPlace} testId="field-deliveryPlace" required={!optional}>
        <Input value={values.deliveryPlace} onChange={(e) => set({ deliveryPlace: e.target.value })} placeholder={optional ? '不填则按各商品的交货地' : '如：深圳、香港'} maxLength={20} />
      </FieldItem>
      <FieldItem label="交货日期" error={errors.deliveryDate} testId="field-deliveryDate" required={!optional}>
        <DatePicker
          style={{ width: '100%' }}
          format="YYYY-MM-DD"
          value={values.deliveryDate ? dayjs(values.deliveryDate) : null}
          onChange={(d) => set({ deliveryDate: d ? d.format('YYYY-MM-DD') : '' })}
          disabledDate={(d) => d.format('YYYY-MM-DD') < today}
          placeholder="请选择交货日期"
          data-testid="delivery-date"
        />
      </FieldItem>
      <FieldItem label="含税" error={errors.taxIncluded} testId="field-taxIncluded">
        <Switch checked={Boolean(values.taxIncluded)} onChange={(v) => set({ taxIncluded: v })} aria-label="含税" />{' '}
        <span style={{ marginLeft: 8, color: 'var(--pc-text-3)' }}>{values.taxIncluded === undefined ? '按商品报价' : values.taxIncluded ? '含税' : '不含税'}</span>
      </FieldItem>
      <FieldItem label="联系人" error={errors.contactName} testId="field-contactName" required={!optional}>
        <Input value={values.contactName} onChange={(e) => set({ contactName: e.target.value })} placeholder="请输入联系人" maxLength={20} />
      </FieldItem>
      <FieldItem label="手机号" error={errors.contactMobile} testId="field-contactMobile" required={!optional}>
        <Input value={values.contactMobile} onChange={(e) => set({ contactMobile: e.target.value })} placeholder="请输入手机号" maxLength={11} />
      </FieldItem>
      <FieldItem label="备注" error={errors.remark} testId="field-remark">
        <Input.TextArea value={values.remark} onChange={(e) => set({ remark: e.target.value })} placeholder="选填：包装、发票等要求" maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
      </FieldItem>
    </>
  );
}
