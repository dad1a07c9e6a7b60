import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { DispatchLimits } from '@mts/shared/constants';
import { closeReasonError } from '../../model/follow-detail';

type Props = {
  /** Closes the lead as 无效 with the reason (the page's mutation); rejects when the server refused (toasted). */
  onClose: (reason: string) => Promise<unknown>;
};

/** 标记无效: a dialog asks for the reason (checked by the shared schema), then the lead is closed. */
export function CloseFollowButton({ onClose }: Props) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const submit = async () => {
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await onClose(reason.trim());
      setOpen(false);
    } catch {
      // toasted by the http client; the dialog stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button danger size="large" onClick={() => setOpen(true)} data-testid="follow-close">
        标记无效
      </Button>
      <Modal
        title="标记无效"
        open={open}
        okText="确定"
        cancelText="取消"
        okButtonProps={{ danger: true, loading: saving }}
        onOk={() => void submit().catch(() => {})}
        onCancel={() => setOpen(false)}
        afterClose={() => form.resetFields()}
      >
        <p className="pc-muted">标记后该线索关闭，不再回到线索池。请写明原因，便于平台核实。</p>
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label="无效原因"
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = closeReasonError(value ?? '');
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={DispatchLimits.closeReasonMaxLength} showCount placeholder="如：货主已售出、联系不上货主、信息不实" data-testid="close-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
