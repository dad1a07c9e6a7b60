import { useState } from 'react';
import { ApiError } from '@/lib/http';
import { usePayPasswordMutations, usePayPasswordStatus } from '../api/pay-password';
import { usePayCode } from './use-pay-code';
import { checkPassword, defaultTask, emptyPassword, type PasswordErrors, type PasswordField, type PasswordTask, type PasswordValues } from '../model/pay-password-form';

/**
 * 账户安全 (both apps): the 支付密码's status, the task (set / change / reset), the values and their messages, the
 * SMS send with its 60 s wait, and submit (resolves the server's message once done; a refusal shows above the button).
 */
export function usePayPasswordPage() {
  const status = usePayPasswordStatus();
  const { set, change } = usePayPasswordMutations();
  const code = usePayCode();
  const [chosen, setChosen] = useState<PasswordTask | null>(null);
  const [values, setValues] = useState<PasswordValues>(emptyPassword);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [formError, setFormError] = useState('');
  const task = chosen ?? defaultTask(status.data);

  return {
    status,
    task,
    choose: (t: PasswordTask) => {
      setChosen(t);
      setValues(emptyPassword());
      setErrors({});
      setFormError('');
    },
    values,
    errors,
    formError,
    set: (field: PasswordField, value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((e) => ({ ...e, [field]: undefined }));
      setFormError('');
    },
    /** 获取验证码 (sms mode), its wait. */
    ...code,
    submitting: set.isPending || change.isPending,
    /** The server's message once done (the form empties and shows 修改), else null. */
    submit: async (): Promise<string | null> => {
      const checked = checkPassword(task, values);
      if (!checked.ok) {
        setErrors(checked.errors);
        return null;
      }
      try {
        const done = checked.task === 'change' ? await change.mutateAsync(checked.body) : await set.mutateAsync(checked.body);
        setValues(emptyPassword());
        setChosen(null);
        return done.msg;
      } catch (e) {
        if (e instanceof ApiError && e.code !== 401) setFormError(e.message);
        return null;
      }
    },
  };
}

export type PayPasswordPage = ReturnType<typeof usePayPasswordPage>;
