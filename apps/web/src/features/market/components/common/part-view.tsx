import { useState } from 'react';
import { MARKET_ALERT_KIND_LABELS, MARKET_ALERT_KINDS, MarketLimits } from '@mts/shared/market';
import { formatQuantity } from '@mts/shared/format';
import { MarketMsg } from '@mts/shared/messages';
import type { MarketDayRow, MarketPart } from '@mts/shared/schemas';
import { ApiError } from '@/lib/http';
import { saveBlob } from '@/lib/download';
import { useMarketPart } from '../../api/get-market';
import { exportMarketCsv } from '../../api/market-moves';
import { useAlertForm, type AlertForm } from '../../model/alert-form';
import type { MarketEnv } from '../../model/market-env';
import { marketPrice, partPath } from '../../model/market-format';
import { CurrencySwitch, useMarketCurrency } from './market-home';
import { Insufficient, MarketFacts, partSeries } from './market-facts';
import { PriceChart } from './price-chart';
import styles from './market.module.css';

const dash = (n: number | null) => n ?? '—';

/** Days the table shows before 显示全部 (a phone page of 180 rows is a long scroll). */
const FIRST_ROWS = 30;

/** The daily figures, newest first (the last 30 days, then 显示全部); the table scrolls sideways on a phone. */
export function DailyTable({ rows, currency }: { rows: readonly MarketDayRow[]; currency: number }) {
  const [all, setAll] = useState(false);
  const newestFirst = [...rows].reverse().slice(0, all ? undefined : FIRST_ROWS);
  const p = (v: number | null) => marketPrice(v, currency);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="market-daily-table">
        <thead>
          <tr>
            <th>日期</th>
            <th>成交均价</th>
            <th>成交最低</th>
            <th>成交最高</th>
            <th>成交量</th>
            <th>卖价最低</th>
            <th>卖价中位</th>
            <th>卖盘数</th>
            <th>买价最高</th>
            <th>买价中位</th>
            <th>买盘数</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((r) => (
            <tr key={r.day} data-testid="market-day-row">
              <td>{r.day}</td>
              <td>{p(r.dealVwap)}</td>
              <td>{p(r.dealLow)}</td>
              <td>{p(r.dealHigh)}</td>
              <td>{r.dealQty ? formatQuantity(r.dealQty) : '—'}</td>
              <td>{p(r.askLow)}</td>
              <td>{p(r.askMedian)}</td>
              <td>{dash(r.askCount || null)}</td>
              <td>{p(r.bidHigh)}</td>
              <td>{p(r.bidMedian)}</td>
              <td>{dash(r.bidCount || null)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!all && rows.length > FIRST_ROWS && (
        <button type="button" className={styles.showAll} onClick={() => setAll(true)} data-testid="market-daily-all">
          显示全部 {rows.length} 天
        </button>
      )}
    </div>
  );
}

/** 提醒我's form: 卖价低于 / 成交价高于 a threshold in the part's currency. */
export function AlertFormView({ form, currency }: { form: AlertForm; currency: number }) {
  return (
    <form
      className={styles.alertForm}
      data-testid="market-alert-form"
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <div className={styles.switch} role="radiogroup" aria-label="提醒类型">
        {MARKET_ALERT_KINDS.map((k) => (
          <button key={k} type="button" role="radio" aria-checked={form.kind === k} className={form.kind === k ? styles.switchOn : undefined} onClick={() => form.setKind(k)}>
            {MARKET_ALERT_KIND_LABELS[k]}
          </button>
        ))}
      </div>
      <label className={styles.thresholdField}>
        <span>{currency === 10 ? '$' : '¥'}</span>
        <input
          inputMode="decimal"
          value={form.threshold}
          onChange={(e) => form.setThreshold(e.target.value)}
          placeholder="提醒价格"
          aria-label="提醒价格"
          data-testid="market-alert-threshold"
        />
      </label>
      {form.error && (
        <p className={styles.error} role="alert" data-testid="market-alert-error">
          {form.error}
        </p>
      )}
      <div className={styles.formActions}>
        <button type="button" className={styles.ghost} onClick={form.close}>
          取消
        </button>
        <button type="submit" className={styles.primary} disabled={form.saving} data-testid="market-alert-submit">
          确定
        </button>
      </div>
      <p className={styles.note}>每次穿越提醒一次，价格回到另一侧后重新生效；最多 {MarketLimits.maxAlerts} 个提醒。</p>
    </form>
  );
}

function PartBody({ part, env, alert }: { part: MarketPart; env: MarketEnv; alert: AlertForm }) {
  const chart = partSeries(part.series);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await exportMarketCsv(part.display, part.currency);
      saveBlob(blob, filename);
    } catch (error) {
      env.warn(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <section className={styles.card}>
        <MarketFacts header={part} />
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={alert.start} data-testid="market-alert-open">
            提醒我
          </button>
          <button type="button" className={styles.ghost} onClick={() => void exportCsv()} disabled={exporting || part.rows.length === 0} data-testid="market-export">
            导出CSV
          </button>
        </div>
        {alert.open && <AlertFormView form={alert} currency={part.currency} />}
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          价格走势 <small>成交均价 · 卖价最低 · 买价最高</small>
        </h2>
        {part.insufficient ? <Insufficient header={part} /> : <PriceChart days={chart.days} series={chart.series} currency={part.currency} height={260} testId="market-part-chart" />}
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          每日行情 <small>{part.rows.length} 天</small>
        </h2>
        {part.rows.length ? <DailyTable rows={part.rows} currency={part.currency} /> : <p className={styles.muted}>{MarketMsg.insufficient}</p>}
      </section>
    </>
  );
}

/** A part number's 行情 (/market/:model, /pc/market/:model): figures, 提醒我, 导出CSV, the 90/180-day chart, the daily table. */
export function PartView({ model, env }: { model: string; env: MarketEnv }) {
  const [currency, setCurrency] = useMarketCurrency();
  const [days, setDays] = useState<90 | 180>(90);
  const part = useMarketPart(model, currency, days);
  const alert = useAlertForm(part.data, env, partPath(env.base, model, currency));
  const data = part.data;
  return (
    <div className={styles.home} data-testid="market-part-page">
      <div className={styles.partHead}>
        <div>
          <h1 className={styles.partModel} data-testid="market-part-model">
            {data?.display ?? model}
          </h1>
          {data?.brand && <span className={styles.muted}>{data.brand}</span>}
          {data?.asOf && <span className={styles.muted}> · 更新至 {data.asOf}</span>}
        </div>
        <div className={styles.partSwitches}>
          <CurrencySwitch value={currency} onChange={setCurrency} />
          <div className={styles.switch} role="tablist" aria-label="天数">
            {MarketLimits.detailDays.map((d) => (
              <button key={d} type="button" role="tab" aria-selected={days === d} className={days === d ? styles.switchOn : undefined} onClick={() => setDays(d)}>
                {d}天
              </button>
            ))}
          </div>
        </div>
      </div>
      {part.isPending ? (
        <section className={`${styles.card} ${styles.panelPending}`} style={{ height: 320 }} />
      ) : data ? (
        <PartBody part={data} env={env} alert={alert} />
      ) : (
        <p className={styles.state} data-testid="market-part-missing">
          {part.error?.message || MarketMsg.partNotFound}
        </p>
      )}
    </div>
  );
}
