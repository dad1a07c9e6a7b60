import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { adminReasonField } from '@mts/shared/schemas';
import { zodRule } from '@/lib/schema-errors';

type Props = {
  open: boolean;
  title: string;
  /** What the action does, above the reason. */
  intro?: ReactNode;
  okText: string;
  danger?: boolean;
  loading?: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => Promise<unknown> | void;
};

/** A write that needs a reason (2–200 characters, the server's rule): reject, refuse, disable… */
export function ReasonDialog({ open, title, intro, okText, danger, loading, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading, 'data-testid': 'reason-ok' } as ButtonProps}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onSubmit(v.reason.trim()))}
      destroyOnHidden
    >
      {intro ? <div style={{ marginBottom: 16 }}>{intro}</div> : null}
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label="原因" rules={[zodRule(adminReasonField)]}>
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="请填写原因（2–200 个字）" data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
