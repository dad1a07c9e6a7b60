import type { MarketHeader, MarketSeriesPoint } from '@mts/shared/schemas';
import { formatChange } from '@mts/shared/market';
import { MarketMsg } from '@mts/shared/messages';
import { changeTone, marketPrice } from '../../model/market-format';
import { LINE_COLOURS, type ChartSeries } from './chart-types';
import styles from './market.module.css';

/** A change with its colour (red up, green down); — without one. */
export function Change({ value, testId }: { value: number | null | undefined; testId?: string }) {
  return (
    <span className={styles[changeTone(value)]} data-testid={testId}>
      {formatChange(value)}
    </span>
  );
}

/** The figures of a part number: last deal, today's ask and bid sides, the 7- and 30-day changes. */
export function MarketFacts({ header }: { header: MarketHeader }) {
  const { currency, ask, bid, lastDeal } = header;
  return (
    <dl className={styles.facts} data-testid="market-facts">
      <div>
        <dt>最近成交</dt>
        <dd data-testid="market-last-deal">
          <strong>{lastDeal ? marketPrice(lastDeal.price, currency) : '—'}</strong>
          {lastDeal && <small>{lastDeal.day.slice(5)}</small>}
        </dd>
      </div>
      <div>
        <dt>卖价 最低 / 中位</dt>
        <dd data-testid="market-ask">
          <strong>{marketPrice(ask.low, currency)}</strong> / {marketPrice(ask.median, currency)}
          <small>{ask.count} 个报价</small>
        </dd>
      </div>
      <div>
        <dt>买价 最高 / 中位</dt>
        <dd data-testid="market-bid">
          <strong>{marketPrice(bid.high, currency)}</strong> / {marketPrice(bid.median, currency)}
          <small>{bid.count} 个求购</small>
        </dd>
      </div>
      <div>
        <dt>7日 / 30日</dt>
        <dd>
          <Change value={header.change7d} testId="market-change7d" /> / <Change value={header.change30d} testId="market-change30d" />
        </dd>
      </div>
    </dl>
  );
}

/** The three lines of a part's chart (deal average, ask low, bid high), each left out when it has no point. */
export function partSeries(points: readonly MarketSeriesPoint[]): { days: string[]; series: ChartSeries[] } {
  const lines: ChartSeries[] = [
    { key: 'deal', label: '成交均价', color: LINE_COLOURS.deal, values: points.map((p) => p.deal) },
    { key: 'askLow', label: '卖价最低', color: LINE_COLOURS.askLow, values: points.map((p) => p.askLow), dash: [6, 4] },
    { key: 'bidHigh', label: '买价最高', color: LINE_COLOURS.bidHigh, values: points.map((p) => p.bidHigh), dash: [2, 3] },
  ];
  return { days: points.map((p) => p.day), series: lines.filter((l) => l.values.some((v) => v !== null)) };
}

/** 数据不足: fewer days with a figure than a line needs (no line through one point). */
export function Insufficient({ header }: { header: MarketHeader }) {
  return (
    <p className={styles.insufficient} data-testid="market-insufficient">
      {MarketMsg.insufficient}：近期仅 {header.points} 天有报价或成交，暂不绘制走势
    </p>
  );
}
