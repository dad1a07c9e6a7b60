import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { shopApplyBody, type ShopApplyBody } from '@mts/shared/schemas';
import { firstPerField } from '@/lib/schema-errors';
import styles from './forms.module.css';

type Field = { key: Exclude<keyof ShopApplyBody, 'experience'>; label: string; placeholder: string; max: number; tel?: boolean };

const FIELDS: Field[] = [
  { key: 'companyName', label: '公司名称', placeholder: '请输入公司名称', max: 60 },
  { key: 'region', label: '所在地区', placeholder: '如：广东深圳', max: 30 },
  { key: 'contactName', label: '联系人', placeholder: '请输入联系人姓名', max: 20 },
  { key: 'contactMobile', label: '联系电话', placeholder: '请输入手机号', max: 11, tel: true },
];

/** The negotiator application (POST /shop/apply); the contact mobile defaults to the user's own. */
export function BrokerApplyForm({ defaultMobile, submitting, onSubmit }: { defaultMobile: string; submitting: boolean; onSubmit: (body: ShopApplyBody) => void }) {
  const [values, setValues] = useState<ShopApplyBody>({ companyName: '', region: '', experience: '', contactName: '', contactMobile: defaultMobile });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const set = (key: keyof ShopApplyBody) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = () => {
    const parsed = shopApplyBody.safeParse(values);
    if (!parsed.success) {
      setErrors(firstPerField(parsed.error.issues));
      return;
    }
    onSubmit(parsed.data);
  };

  const input = (field: Field) => (
    <div key={field.key}>
      <label className={styles.field}>
        <span className={styles.label}>{field.label}</span>
        <Input
          className={styles.input}
          placeholder={field.placeholder}
          value={values[field.key]}
          onChange={(v) => set(field.key)(field.tel ? v.replace(/\D/g, '') : v)}
          maxLength={field.max}
          type={field.tel ? 'tel' : 'text'}
          clearable
          data-testid={`apply-${field.key}`}
        />
      </label>
      {errors[field.key] && <p className={styles.error}>{errors[field.key]}</p>}
    </div>
  );

  return (
    <form
      className={styles.form}
      data-testid="apply-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={styles.fields}>
        {FIELDS.slice(0, 2).map(input)}
        <label className={`${styles.field} ${styles.fieldTall}`}>
          <span className={styles.label}>从业经验</span>
          <TextArea
            className={styles.textarea}
            placeholder="请介绍您在存储芯片行业的从业年限、熟悉的品牌与渠道（至少 10 个字）"
            value={values.experience}
            onChange={set('experience')}
            maxLength={500}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            data-testid="apply-experience"
          />
        </label>
        {errors.experience && <p className={styles.error}>{errors.experience}</p>}
        {FIELDS.slice(2).map(input)}
      </div>
      <Button type="submit" block color="primary" size="large" shape="rounded" loading={submitting} className={styles.submit} data-testid="apply-submit">
        提交申请
      </Button>
    </form>
  );
}
