import { useState } from 'react';
import { AuthLimits } from '@mts/shared/constants';
import { useCountdown } from '@/lib/use-countdown';
import { sendPayCode } from '../api/pay-password';

/** 获取验证码 for the 支付密码 (pay confirm, 提现, 账户安全): a 'pay' code to my own mobile, then the 60 s wait. */
export function usePayCode() {
  const countdown = useCountdown(AuthLimits.smsCooldownS);
  const [sending, setSending] = useState(false);
  return {
    send: async () => {
      if (countdown.running || sending) return;
      setSending(true);
      try {
        await sendPayCode();
        countdown.start();
      } catch {
        // toasted by the client (cooldown, caps, no mobile)
      } finally {
        setSending(false);
      }
    },
    sending,
    /** Seconds before another code may be asked for (0: now). */
    wait: countdown.remaining,
  };
}
