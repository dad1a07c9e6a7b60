import { useState, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Toast from 'antd-mobile/es/components/toast';
import { Limits } from '@mts/shared/constants';
import type { CompanyVerification } from '@mts/shared/schemas';
import { companyVerifyMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/mobile/status-badge';
import { useCompanyForm } from '../../hooks/use-company-form';
import { formFrom, normalizeCreditCode, verifyStateView, type CompanyForm } from '../../model/company-verify';
import styles from './company-verify.module.css';

const toast = (content: string) => Toast.show({ content, duration: Limits.toastMs });

type Props = {
  verification: CompanyVerification | null;
  /** The licence picker (the uploads feature's, given by the page); `onBusyChange` is told while it uploads. */
  renderUploader: (value: string, onChange: (url: string) => void, onBusyChange: (busy: boolean) => void) => ReactNode;
};

/** 企业认证 on the phone: my state (审核中 / 已认证 / 已驳回 / 已撤销 with the reason) and, when allowed, the form. */
export function CompanyVerifyView({ verification, renderUploader }: Props) {
  const state = verifyStateView(verification);
  const [editing, setEditing] = useState(state.kind === 'none');
  return (
    <div className={styles.wrap}>
      {state.title && verification && (
        <section className={styles.stateCard} data-testid="company-state">
          <div className={styles.stateHead}>
            企业认证
            <StatusBadge machine={companyVerifyMachine} status={verification.status} text={state.title} testId="company-state-title" />
          </div>
          <p className={styles.stateText}>{state.text}</p>
          {state.reason && <p className={styles.reason} data-testid="company-state-reason">原因：{state.reason}</p>}
          {state.canSubmit && !editing && (
            <Button block color="primary" fill="outline" shape="rounded" style={{ marginTop: 12 }} onClick={() => setEditing(true)} data-testid="company-resubmit">
              {state.submitText}
            </Button>
          )}
        </section>
      )}
      {state.kind === 'none' && <p className={styles.note}>{state.text}</p>}
      {state.canSubmit && editing && <CompanyVerifyForm initial={formFrom(verification)} renderUploader={renderUploader} />}
    </div>
  );
}

function CompanyVerifyForm({ initial, renderUploader }: { initial: CompanyForm; renderUploader: Props['renderUploader'] }) {
  const { values, errors, set, feedback, submit: onSubmit, submitting } = useCompanyForm(initial, toast);
  const [uploading, setUploading] = useState(false);

  return (
    <form
      className={styles.form}
      data-testid="company-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={styles.label}>公司名称</span>
          <Input className={styles.input} placeholder="与营业执照一致" value={values.companyName} onChange={set('companyName')} maxLength={60} clearable data-testid="company-name" />
        </label>
        {errors.companyName && <p className={styles.error}>{errors.companyName}</p>}
        <label className={styles.field}>
          <span className={styles.label}>信用代码</span>
          <Input className={styles.input} placeholder="18 位统一社会信用代码" value={values.creditCode} onChange={(v) => set('creditCode')(normalizeCreditCode(v))} maxLength={18} clearable data-testid="company-code" />
        </label>
        {errors.creditCode && !feedback ? (
          <p className={styles.error}>{errors.creditCode}</p>
        ) : (
          feedback && (
            <p className={feedback.ok ? styles.ok : errors.creditCode ? styles.error : styles.hint} data-testid="company-code-feedback">
              {feedback.text}
            </p>
          )
        )}
        <label className={styles.field}>
          <span className={styles.label}>法定代表人</span>
          <Input className={styles.input} placeholder="营业执照上的法定代表人" value={values.legalRepresentative} onChange={set('legalRepresentative')} maxLength={30} clearable data-testid="company-legal" />
        </label>
        {errors.legalRepresentative && <p className={styles.error}>{errors.legalRepresentative}</p>}
        <div className={`${styles.field} ${styles.fieldTall}`}>
          <span className={styles.label}>营业执照</span>
          <div>{renderUploader(values.licenceImage, set('licenceImage'), setUploading)}</div>
        </div>
        {errors.licenceImage && <p className={styles.error}>{errors.licenceImage}</p>}
      </div>
      <p className={styles.note}>统一社会信用代码、法定代表人和营业执照仅用于平台审核，不会对外展示；通过后您的商品与信息将显示公司名称。</p>
      <Button type="submit" block color="primary" size="large" shape="rounded" loading={submitting} disabled={uploading} className={styles.submit} data-testid="company-submit">
        {uploading ? '执照上传中…' : '提交认证'}
      </Button>
    </form>
  );
}
