import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MARKET_ALERT_KINDS, MarketLimits, type MarketAlertKind } from '@mts/shared/market';
import { MarketMsg } from '@mts/shared/messages';
import type { MarketHeader } from '@mts/shared/schemas';
import { marketKeys } from '../api/keys';
import { createMarketAlert } from '../api/market-moves';
import { amountToCents } from './market-format';
import type { MarketEnv } from './market-env';
import { textFromCents } from '@/lib/money-input';

/** The threshold a trader typed, checked as the server does (a positive amount of at most two decimals, in range). */
export function thresholdError(text: string): string | null {
  if (text.trim() === '') return MarketMsg.thresholdRequired;
  if (/^\s*-/.test(text)) return MarketMsg.thresholdPositive;
  const cents = amountToCents(text);
  if (cents === null) return MarketMsg.thresholdPositive;
  return cents > MarketLimits.thresholdMaxCents ? MarketMsg.thresholdRange : null;
}

/** A first guess at the threshold: a little under today's ask low (卖价低于) or over the last deal (成交价高于), in yuan/dollars. */
export function suggestedThreshold(header: Pick<MarketHeader, 'ask' | 'lastDeal'>, kind: MarketAlertKind): string {
  const base = kind === 'askBelow' ? (header.ask.low ?? header.lastDeal?.price) : (header.lastDeal?.price ?? header.ask.median);
  if (!base) return '';
  const cents = kind === 'askBelow' ? Math.floor(base * 0.95) : Math.ceil(base * 1.05);
  return textFromCents(cents);
}

/** 提醒我 on a part's page: open / close, kind, threshold, the check, and the create call (refusals toasted by the client). */
export function useAlertForm(header: MarketHeader | undefined, env: MarketEnv, loginTarget: string) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [kind, setKindState] = useState<MarketAlertKind>(MARKET_ALERT_KINDS[0]);
  const [threshold, setThreshold] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const start = () => {
    if (!env.loggedIn) return env.onLoginFirst(loginTarget);
    if (header) setThreshold(suggestedThreshold(header, kind));
    setError(null);
    setOpen(true);
  };
  const setKind = (next: MarketAlertKind) => {
    setKindState(next);
    if (header) setThreshold(suggestedThreshold(header, next));
  };
  const submit = async () => {
    if (!header) return;
    const problem = thresholdError(threshold);
    setError(problem);
    if (problem) return;
    setSaving(true);
    try {
      await createMarketAlert({ model: header.display, currency: header.currency === 10 ? 10 : 0, kind, threshold: amountToCents(threshold)! });
      env.notify(MarketMsg.alertCreated);
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: marketKeys.alerts() });
    } catch {
      // the API client said why (toast / message)
    } finally {
      setSaving(false);
    }
  };
  return { open, start, close: () => setOpen(false), kind, setKind, threshold, setThreshold, error, saving, submit };
}
export type AlertForm = ReturnType<typeof useAlertForm>;
