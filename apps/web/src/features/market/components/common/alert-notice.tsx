import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MARKET_ALERT_KIND_LABELS } from '@mts/shared/market';
import { MarketMsg } from '@mts/shared/messages';
import type { RealtimeEvent } from '@mts/shared/realtime';
import { marketKeys } from '../../api/keys';
import { marketPrice, partPath } from '../../model/market-format';
import styles from './alert-notice.module.css';

export type MarketAlertEvent = Extract<RealtimeEvent, { type: 'market.alert' }>;

/** How long a fired alert stays on screen unless closed. */
const SHOW_MS = 20_000;

/** The words of a fired alert: K4A8G165WC-BCTD 卖价低于 ¥12.00：当前 ¥11.80. */
export const alertNoticeText = (e: MarketAlertEvent) =>
  MarketMsg.alertFired(e.model, MARKET_ALERT_KIND_LABELS[e.kind], marketPrice(e.threshold, e.currency), marketPrice(e.value, e.currency));

/**
 * A price alert that fired (realtime `market.alert`), on whatever page is open: the words, 查看 (the part's 行情) and
 * close. Loaded by the app's frame only when such an event arrives; it reloads the 行情 queries (figures, my alerts).
 */
export default function MarketAlertNotice({ event, base, onClose }: { event: MarketAlertEvent; base: '' | '/pc'; onClose: () => void }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // my alerts' states and the figures that crossed (an open part page or price panel shows them at once)
    void queryClient.invalidateQueries({ queryKey: marketKeys.all });
    const timer = setTimeout(onClose, SHOW_MS);
    return () => clearTimeout(timer);
  }, [event, onClose, queryClient]);
  return (
    <div className={styles.notice} role="status" aria-live="polite" data-testid="market-alert-notice">
      <span className={styles.icon} aria-hidden="true">
        ¥
      </span>
      <div className={styles.body}>
        <strong>价格提醒</strong>
        <p>{alertNoticeText(event)}</p>
      </div>
      <Link to={partPath(base, event.model, event.currency || undefined)} className={styles.view} onClick={onClose}>
        查看
      </Link>
      <button type="button" className={styles.close} onClick={onClose} aria-label="关闭">
        ×
      </button>
    </div>
  );
}
