import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { authnBody, type AuthnBody } from '@mts/shared/schemas';
import { firstPerField } from '@/lib/schema-errors';
import styles from './forms.module.css';

/**
 * Real-name verification: a real name and an 18-digit resident ID, checked with the shared authnBody
 * rules before sending (the server also checks the GB 11643 checksum); the page sends it.
 */
export function RealnameForm({ submitting, onSubmit }: { submitting: boolean; onSubmit: (body: AuthnBody) => void }) {
  const [values, setValues] = useState<AuthnBody>({ realName: '', idNumber: '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const set = (key: keyof AuthnBody) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = () => {
    const parsed = authnBody.safeParse(values);
    if (!parsed.success) {
      setErrors(firstPerField(parsed.error.issues));
      return;
    }
    onSubmit(parsed.data);
  };

  return (
    <form
      className={styles.form}
      data-testid="realname-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={styles.label}>真实姓名</span>
          <Input className={styles.input} placeholder="请输入身份证上的姓名" value={values.realName} onChange={set('realName')} maxLength={20} clearable data-testid="realname-name" />
        </label>
        {errors.realName && <p className={styles.error}>{errors.realName}</p>}
        <label className={styles.field}>
          <span className={styles.label}>身份证号</span>
          <Input className={styles.input} placeholder="请输入18位身份证号" value={values.idNumber} onChange={(v) => set('idNumber')(v.replace(/[^\dxX]/g, '').toUpperCase())} maxLength={18} clearable data-testid="realname-id" />
        </label>
        {errors.idNumber && <p className={styles.error}>{errors.idNumber}</p>}
      </div>
      <p className={styles.note}>根据《网络安全法》要求，发布信息前需完成实名认证。您的身份信息仅用于认证，不会对外展示。</p>
      <Button type="submit" block color="primary" size="large" shape="rounded" loading={submitting} className={styles.submit} data-testid="realname-submit">
        提交认证
      </Button>
    </form>
  );
}
