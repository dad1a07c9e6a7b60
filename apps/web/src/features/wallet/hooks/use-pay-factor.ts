import { useState } from 'react';
import type { PayFactor } from '@mts/shared/schemas';
import { ApiError } from '@/lib/http';
import { usePayPasswordMutations, usePayPasswordStatus } from '../api/pay-password';
import { usePayCode } from './use-pay-code';
import { checkFactor, factorMode, factorText, isFactorRefusal } from '../model/pay-factor';

/**
 * The second-factor field of a pay confirm or a withdraw form (both apps): the caller's 支付密码 status, the typed
 * value, the SMS send with its 60 s wait, `take()` (the factor for the body, or the message under the field) and
 * `refused(error)` (a wrong or locked 支付密码 shows under the field, the status reloads).
 */
/** Thrown by `withFactor` when nothing (or a malformed value) was typed: the message is already under the field. */
export class FactorMissing extends Error {}

export function usePayFactor() {
  const status = usePayPasswordStatus();
  const { refresh } = usePayPasswordMutations();
  const code = usePayCode();
  const [value, setValueRaw] = useState('');
  const [error, setError] = useState('');
  const mode = factorMode(status.data);
  const text = factorText(status.data);

  const setValue = (v: string) => {
    setValueRaw(v);
    setError('');
  };

  const take = (): PayFactor | null => {
    const checked = checkFactor(mode, value);
    if (checked.ok) return checked.factor;
    setError(checked.error);
    return null;
  };
  const refused = (e: unknown) => {
    if (e instanceof ApiError && isFactorRefusal(e.message)) {
      setValueRaw('');
      setError(e.message);
    }
    void refresh();
  };

  return {
    status: status.data,
    mode,
    label: text.label,
    hint: text.hint,
    value,
    setValue,
    error,
    /** 获取验证码 (sms mode), its wait. */
    ...code,
    /** The factor to send, or null with the message shown under the field. */
    take,
    /** After the call was refused: a refusal of the factor goes under the field (value cleared); the status reloads. */
    refused,
    /**
     * Runs a money call with the factor: FactorMissing (message under the field) when none was typed; a refusal goes
     * under the field and is rethrown; done → the value clears.
     */
    withFactor: async <T>(call: (factor: PayFactor) => Promise<T>): Promise<T> => {
      const factor = take();
      if (!factor) throw new FactorMissing(error || 'factor');
      try {
        const done = await call(factor);
        setValueRaw('');
        return done;
      } catch (e) {
        refused(e);
        throw e;
      }
    },
    reset: () => {
      setValueRaw('');
      setError('');
    },
  };
}

export type PayFactorState = ReturnType<typeof usePayFactor>;
