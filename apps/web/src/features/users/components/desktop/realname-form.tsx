import { Button, Form, Input } from 'antd';
import { authnBody, type AuthnBody } from '@mts/shared/schemas';
import { zodRule } from '@/lib/schema-errors';

type Props = { submitting: boolean; onSubmit: (body: AuthnBody) => void };

/** 实名认证: real name and 18-digit resident ID, checked with the shared schema (the server adds the GB 11643 checksum). */
export function RealnameForm({ submitting, onSubmit }: Props) {
  return (
    <Form<AuthnBody>
      layout="vertical"
      size="large"
      requiredMark={false}
      className="pc-user-form"
      data-testid="realname-form"
      onFinish={(v) => onSubmit(authnBody.parse(v))}
    >
      <Form.Item name="realName" label="真实姓名" rules={[zodRule(authnBody.shape.realName)]}>
        <Input placeholder="请输入身份证上的姓名" maxLength={20} />
      </Form.Item>
      <Form.Item name="idNumber" label="身份证号" rules={[zodRule(authnBody.shape.idNumber)]}>
        <Input placeholder="请输入 18 位身份证号" maxLength={18} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} block>
        提交认证
      </Button>
    </Form>
  );
}
