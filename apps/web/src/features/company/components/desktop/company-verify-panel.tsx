import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Descriptions, Form, Input } from 'antd';
import type { CompanyVerification } from '@mts/shared/schemas';
import { companyVerifyMachine } from '@mts/shared/status';
import { StatusBadge } from '@/components/desktop/status-badge';
import { useCompanyForm } from '../../hooks/use-company-form';
import { formFrom, normalizeCreditCode, verifyStateView, type CompanyForm } from '../../model/company-verify';

type Props = {
  verification: CompanyVerification | null;
  /** The licence picture field (the uploads feature's card wall, given by the page). */
  renderUploader: (value: string, onChange: (url: string) => void) => ReactNode;
};

/** 企业认证 on the desktop: my state and, when allowed (none / 已驳回 / 已撤销), the form. */
export function CompanyVerifyPanel({ verification, renderUploader }: Props) {
  const state = verifyStateView(verification);
  const [editing, setEditing] = useState(state.kind === 'none');
  return (
    <div data-testid="company-verify">
      {state.title && verification && (
        <div data-testid="company-state" style={{ marginBottom: 24 }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="认证状态">
              <StatusBadge machine={companyVerifyMachine} status={verification.status} text={state.title} testId="company-state-title" />
            </Descriptions.Item>
            <Descriptions.Item label="公司名称">{verification.companyName}</Descriptions.Item>
            <Descriptions.Item label="统一社会信用代码">{verification.creditCode}</Descriptions.Item>
            <Descriptions.Item label="提交时间">{verification.createTime}</Descriptions.Item>
          </Descriptions>
          <p style={{ margin: '12px 0 0', color: '#5c6370' }}>{state.text}</p>
          {state.reason && <Alert style={{ marginTop: 12 }} type="error" showIcon message={`原因：${state.reason}`} data-testid="company-state-reason" />}
          {state.canSubmit && !editing && (
            <Button type="primary" style={{ marginTop: 16 }} onClick={() => setEditing(true)} data-testid="company-resubmit">
              {state.submitText}
            </Button>
          )}
        </div>
      )}
      {state.canSubmit && editing && <CompanyVerifyForm initial={formFrom(verification)} renderUploader={renderUploader} />}
    </div>
  );
}

function CompanyVerifyForm({ initial, renderUploader }: { initial: CompanyForm; renderUploader: Props['renderUploader'] }) {
  const { message } = App.useApp();
  const { values, errors, set, feedback, submit: onSubmit, submitting } = useCompanyForm(initial, (text) => void message.success(text));
  const codeStatus = errors.creditCode || (feedback && !feedback.ok && values.creditCode.length === 18) ? 'error' : feedback?.ok ? 'success' : undefined;
  return (
    <Form layout="horizontal" labelCol={{ flex: '140px' }} style={{ maxWidth: 640 }} onFinish={onSubmit} data-testid="company-form">
      <Form.Item label="公司名称" required validateStatus={errors.companyName ? 'error' : undefined} help={errors.companyName || undefined}>
        <Input value={values.companyName} onChange={(e) => set('companyName')(e.target.value)} maxLength={60} placeholder="与营业执照一致" data-testid="company-name" />
      </Form.Item>
      <Form.Item
        label="统一社会信用代码"
        required
        validateStatus={codeStatus}
        hasFeedback={!!codeStatus}
        help={errors.creditCode && !feedback ? errors.creditCode : feedback ? <span data-testid="company-code-feedback">{feedback.text}</span> : undefined}
      >
        <Input value={values.creditCode} onChange={(e) => set('creditCode')(normalizeCreditCode(e.target.value))} maxLength={18} placeholder="18 位统一社会信用代码" data-testid="company-code" />
      </Form.Item>
      <Form.Item label="法定代表人" required validateStatus={errors.legalRepresentative ? 'error' : undefined} help={errors.legalRepresentative || undefined}>
        <Input value={values.legalRepresentative} onChange={(e) => set('legalRepresentative')(e.target.value)} maxLength={30} placeholder="营业执照上的法定代表人" data-testid="company-legal" />
      </Form.Item>
      <Form.Item label="营业执照" required validateStatus={errors.licenceImage ? 'error' : undefined} help={errors.licenceImage || undefined}>
        {renderUploader(values.licenceImage, set('licenceImage'))}
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <p style={{ color: '#8a919f', fontSize: 12, margin: '0 0 12px' }}>统一社会信用代码、法定代表人和营业执照仅用于平台审核，不会对外展示；通过后您的商品与信息将显示公司名称。</p>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="company-submit">
          提交认证
        </Button>
      </Form.Item>
    </Form>
  );
}
