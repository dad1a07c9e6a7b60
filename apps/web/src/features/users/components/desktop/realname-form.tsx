import { authnBody, type AuthnBody } from '@mts/shared/schemas';
import { UserForm, type UserFormField } from './user-form';

type Props = { submitting: boolean; onSubmit: (body: AuthnBody) => void };

const FIELDS: UserFormField<AuthnBody>[] = [
  { name: 'realName', label: '真实姓名', placeholder: '请输入身份证上的姓名', maxLength: 20 },
  { name: 'idNumber', label: '身份证号', placeholder: '请输入 18 位身份证号', maxLength: 18 },
];

/** 实名认证: real name and 18-digit resident ID, checked with the shared schema (the server adds the GB 11643 checksum). */
export function RealnameForm({ submitting, onSubmit }: Props) {
  return <UserForm schema={authnBody} fields={FIELDS} submitText="提交认证" testId="realname-form" submitting={submitting} onSubmit={onSubmit} />;
}
