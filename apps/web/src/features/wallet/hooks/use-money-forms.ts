import { useState } from 'react';
import { MoneyMsg, Msg } from '@mts/shared/messages';
import type { DepositInfo, Withdrawal } from '@mts/shared/schemas';
import { ApiError } from '@/lib/http';
import { useDeposit } from '../api/deposit';
import { useWithdraw } from '../api/withdraw';
import { isFactorRefusal } from '../model/pay-factor';
import { FactorMissing, usePayFactor } from './use-pay-factor';
import type { Currency } from '../model/accounts';
import {
  checkDeposit,
  checkWithdraw,
  DEPOSIT_FIELDS,
  emptyDeposit,
  emptyWithdraw,
  serverFormError,
  WITHDRAW_FIELDS,
  type DepositField,
  type DepositValues,
  type FormErrors,
  type WithdrawField,
  type WithdrawValues,
} from '../model/money-forms';

/** A form's state over the shared model: values, one message per field, the refusal shown above the button. */
function useFormState<V extends object, F extends keyof V & string>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [formError, setFormError] = useState('');
  const set = <K extends F>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setFormError('');
  };
  /** Puts a refused submit's message where it belongs (its field, else above the button); 401 is the session's. */
  const refused = (error: unknown, fields: readonly F[]) => {
    if (error instanceof ApiError && error.code === 401) return;
    const where = serverFormError(error instanceof ApiError ? error.message : Msg.networkError, fields);
    if (where.field) setErrors({ [where.field]: where.message } as FormErrors<F>);
    else setFormError(where.message);
  };
  return { values, setValues, set, errors, setErrors, formError, setFormError, refused };
}

/**
 * 充值: the form, then the reply (the platform account and the reference to write on the transfer) until the user
 * starts another. A retry of the same amount after a failure reuses its idempotency key (api/deposit.ts).
 */
export function useDepositForm(initialCurrency?: Currency) {
  const mutation = useDeposit();
  const form = useFormState<DepositValues, DepositField>(emptyDeposit(initialCurrency));
  const [result, setResult] = useState<DepositInfo | null>(null);
  /** The slip is still uploading: its URL is not in the values yet. */
  const [uploading, setUploading] = useState(false);

  const submit = async () => {
    if (uploading) return;
    const checked = checkDeposit(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return;
    }
    try {
      setResult(await mutation.mutateAsync(checked.body));
      form.setValues(emptyDeposit(checked.body.priceUnit));
    } catch (error) {
      form.refused(error, DEPOSIT_FIELDS);
    }
  };

  return { ...form, submit, submitting: mutation.isPending, uploading, setUploading, result, startAnother: () => setResult(null) };
}

/**
 * 提现: the form and its second factor (usePayFactor: the 支付密码, or an SMS code before one is set); on success the
 * amount is frozen and the request is listed 待打款 (the lists and the balance reload). A 403 提现须先完成实名认证…
 * (a session that missed a change) turns the form into the real-name prompt; a refusal of the factor shows under it.
 */
export function useWithdrawForm(initialCurrency?: Currency) {
  const mutation = useWithdraw();
  const factor = usePayFactor();
  const form = useFormState<WithdrawValues, WithdrawField>(emptyWithdraw(initialCurrency));
  const [needsRealName, setNeedsRealName] = useState(false);

  const submit = async (): Promise<Withdrawal | null> => {
    const checked = checkWithdraw(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      return null;
    }
    try {
      const done = await factor.withFactor((f) => mutation.mutateAsync({ body: checked.body, factor: f }));
      form.setValues(emptyWithdraw(checked.body.priceUnit));
      return done;
    } catch (error) {
      if (error instanceof FactorMissing || (error instanceof ApiError && isFactorRefusal(error.message))) return null;
      if (error instanceof ApiError && error.message === MoneyMsg.needRealName) setNeedsRealName(true);
      form.refused(error, WITHDRAW_FIELDS);
      return null;
    }
  };

  return { ...form, submit, submitting: mutation.isPending, needsRealName, factor };
}
