import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import type { ZodType } from 'zod';

type Props = {
  label: string;
  title: string;
  hint: string;
  schema: ZodType;
  testId: string;
  /** Resolves when done (the modal closes), rejects to keep it open. */
  onSubmit: (reason: string) => Promise<unknown>;
};

/** A danger button that asks for a reason in a modal (拒绝 an intention order, 退回 a contract), checked with the shared schema. */
export function ReasonButton({ label, title, hint, schema, testId, onSubmit }: Props) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const result = schema.safeParse(reason);
    if (!result.success) return setError(result.error.issues[0]?.message ?? '');
    setBusy(true);
    try {
      await onSubmit(String(result.data));
      setOpen(false);
    } catch {
      // the client toasted the reason
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button danger size="large" onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <Modal open={open} title={title} okText="确定" cancelText="取消" okButtonProps={{ danger: true, loading: busy }} onOk={() => void submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <p>{hint}</p>
        <Input.TextArea
          rows={4}
          maxLength={200}
          showCount
          placeholder="请输入原因（2–200 个字）"
          value={reason}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setError('');
          }}
          data-testid="reason-input"
        />
        {error ? (
          <div className="ant-form-item-explain-error" data-testid="reason-error">
            {error}
          </div>
        ) : null}
      </Modal>
    </>
  );
}
