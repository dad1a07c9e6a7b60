import { Button, Form, Input } from 'antd';
import type { ZodType } from 'zod';
import { zodRule } from '@/lib/schema-errors';

/** One input of a user form: its body field, label, placeholder and length; `rows` makes it a text area. */
export type UserFormField<T> = { name: keyof T & string; label: string; placeholder: string; maxLength: number; rows?: number };

type Props<T> = {
  /** The shared body schema: each field is checked with its part, the whole body parsed before it goes. */
  schema: { shape: Record<string, ZodType>; parse: (values: unknown) => T };
  fields: readonly UserFormField<T>[];
  submitText: string;
  testId: string;
  initialValues?: Partial<T>;
  submitting: boolean;
  onSubmit: (body: T) => void;
};

/** The desktop user centre's forms (实名认证, 申请成为谈判人): labelled inputs over a shared schema and one submit. */
export function UserForm<T extends object>({ schema, fields, submitText, testId, initialValues, submitting, onSubmit }: Props<T>) {
  return (
    <Form<T> layout="vertical" size="large" requiredMark={false} className="pc-user-form" data-testid={testId} initialValues={initialValues} onFinish={(v) => onSubmit(schema.parse(v))}>
      {fields.map((f) => (
        <Form.Item key={f.name} name={f.name as string} label={f.label} rules={[zodRule(schema.shape[f.name]!)]}>
          {f.rows ? <Input.TextArea placeholder={f.placeholder} rows={f.rows} maxLength={f.maxLength} showCount /> : <Input placeholder={f.placeholder} maxLength={f.maxLength} />}
        </Form.Item>
      ))}
      <Button type="primary" htmlType="submit" loading={submitting} block>
        {submitText}
      </Button>
    </Form>
  );
}
