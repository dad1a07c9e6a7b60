import { useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MARKET_ALERT_KIND_LABELS, MarketLimits } from '@mts/shared/market';
import { MarketMsg } from '@mts/shared/messages';
import type { MarketAlert } from '@mts/shared/schemas';
import { formatDate } from '@mts/shared/format';
import { useMarketAlerts } from '../../api/get-market';
import { marketKeys } from '../../api/keys';
import { deleteMarketAlert } from '../../api/market-moves';
import type { MarketEnv } from '../../model/market-env';
import { marketPrice, partPath } from '../../model/market-format';
import styles from './market.module.css';

function AlertRow({ alert, env, onDeleted }: { alert: MarketAlert; env: MarketEnv; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteMarketAlert(alert.id);
      env.notify(MarketMsg.alertDeleted);
      onDeleted();
    } catch {
      setBusy(false); // the API client said why
    }
  };
  return (
    <li className={styles.alertRow} data-testid="market-alert-row">
      <div>
        <Link to={partPath(env.base, alert.display, alert.currency || undefined)} className={styles.rowModel}>
          {alert.display}
        </Link>
        <p>
          {MARKET_ALERT_KIND_LABELS[alert.kind]} <strong>{marketPrice(alert.threshold, alert.currency)}</strong>
          <span className={styles.muted}> · 当前 {marketPrice(alert.current, alert.currency)}</span>
        </p>
        <p className={styles.muted}>
          {alert.triggered ? <span className={styles.firedTag}>已触发</span> : <span className={styles.armedTag}>监控中</span>}
          {alert.firedCount > 0 && ` 已提醒 ${alert.firedCount} 次`}
          {alert.lastFiredAt && ` · 最近 ${formatDate(alert.lastFiredAt)}`}
        </p>
      </div>
      {confirming ? (
        <span className={styles.rowActions}>
          <button type="button" className={styles.ghost} onClick={() => setConfirming(false)}>
            取消
          </button>
          <button type="button" className={styles.danger} disabled={busy} onClick={() => void remove()} data-testid="market-alert-delete-confirm">
            确认删除
          </button>
        </span>
      ) : (
        <button type="button" className={styles.ghost} onClick={() => setConfirming(true)} data-testid="market-alert-delete">
          删除
        </button>
      )}
    </li>
  );
}

/** 价格提醒 (我的服务): my alerts with their state, each deletable; a part's page sets them (提醒我). */
export function AlertsView({ env }: { env: MarketEnv }) {
  const alerts = useMarketAlerts(env.loggedIn);
  const queryClient = useQueryClient();
  const rows = alerts.data ?? [];
  return (
    <div className={styles.home} data-testid="market-alerts-page">
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          价格提醒 <small>{rows.length} / {MarketLimits.maxAlerts}</small>
        </h2>
        {alerts.isPending ? (
          <div className={styles.panelPending} style={{ height: 120 }} />
        ) : rows.length === 0 ? (
          <p className={styles.muted} data-testid="market-alerts-empty">
            还没有价格提醒。在 <Link to={`${env.base}/market`}>行情</Link> 中打开一个型号，点「提醒我」设置。
          </p>
        ) : (
          <ul className={styles.alertList}>
            {rows.map((a) => (
              <AlertRow key={a.id} alert={a} env={env} onDeleted={() => void queryClient.invalidateQueries({ queryKey: marketKeys.alerts() })} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
