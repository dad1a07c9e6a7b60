import { PayFactorMsg } from '@mts/shared/messages';
import { payPasswordChangeBody, payPasswordSetBody, type PayPasswordChangeBody, type PayPasswordSetBody, type PayPasswordStatus } from '@mts/shared/schemas';

/**
 * 账户安全 (issue 22), one model for both apps: the 支付密码 is set (first time) or reset (forgotten, or locked) with
 * an SMS code to the account's mobile, or changed with the old one. The values as typed, checked with the shared
 * schemas (the server's rules and messages) plus the confirmation, into the request body.
 */
export type PasswordTask = 'set' | 'change' | 'reset';
export type PasswordValues = { smsCode: string; oldPassword: string; password: string; confirm: string };
export type PasswordField = keyof PasswordValues;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const emptyPassword = (): PasswordValues => ({ smsCode: '', oldPassword: '', password: '', confirm: '' });

/** What the page offers first: set when none is set, else change. */
export const defaultTask = (status: PayPasswordStatus | undefined): PasswordTask => (status?.isSet ? 'change' : 'set');

export const TASK_TITLES: Record<PasswordTask, string> = { set: '设置支付密码', change: '修改支付密码', reset: '重置支付密码' };

/** The fields each task shows, in order. */
export const TASK_FIELDS: Record<PasswordTask, readonly PasswordField[]> = {
  set: ['smsCode', 'password', 'confirm'],
  change: ['oldPassword', 'password', 'confirm'],
  reset: ['smsCode', 'password', 'confirm'],
};

export const FIELD_LABELS: Record<PasswordField, { label: string; placeholder: string }> = {
  smsCode: { label: '短信验证码', placeholder: '请输入短信验证码' },
  oldPassword: { label: '原支付密码', placeholder: '请输入原6位支付密码' },
  password: { label: '新支付密码', placeholder: '请输入6位数字' },
  confirm: { label: '确认新密码', placeholder: '请再次输入6位数字' },
};

type Checked = { ok: true; task: 'change'; body: PayPasswordChangeBody } | { ok: true; task: 'set' | 'reset'; body: PayPasswordSetBody } | { ok: false; errors: PasswordErrors };

export function checkPassword(task: PasswordTask, values: PasswordValues): Checked {
  const errors: PasswordErrors = {};
  const parsed =
    task === 'change' ? payPasswordChangeBody.safeParse({ oldPassword: values.oldPassword, password: values.password }) : payPasswordSetBody.safeParse({ password: values.password, smsCode: values.smsCode.trim() });
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0]) as PasswordField] ??= issue.message;
  if (!errors.password && values.confirm !== values.password) errors.confirm = PayFactorMsg.confirmMismatch;
  if (!parsed.success || errors.confirm) return { ok: false, errors };
  return task === 'change' ? { ok: true, task, body: parsed.data as PayPasswordChangeBody } : { ok: true, task, body: parsed.data as PayPasswordSetBody };
}

/** The page's status line: set or not, locked or how many tries are left. */
export function statusLine(status: PayPasswordStatus): string {
  if (!status.isSet) return '未设置支付密码：余额支付和提现需验证短信验证码';
  if (status.locked) return PayFactorMsg.locked(status.lockedMinutes ?? 30);
  return '已设置支付密码：余额支付和提现需输入支付密码';
}
