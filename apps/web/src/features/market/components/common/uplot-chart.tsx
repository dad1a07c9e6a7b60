import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartProps } from './chart-types';
import styles from './market.module.css';

const DAY_S = 86_400;
/** A China date 'YYYY-MM-DD' as uPlot's x value (seconds at that day's midnight in Shanghai). */
const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00+08:00`) / 1000;
/** The axis label of a day: M/D in Shanghai time, whatever the browser's zone. */
function dayLabel(seconds: number) {
  const d = new Date((seconds + 8 * 3600) * 1000);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}`;
}

/**
 * The 行情 line chart on uPlot (about 20 KB gzip, in this chunk only: the pages load it lazily through `PriceChart`).
 * One currency per chart; a missing day is a gap the line spans, a series with no point is left out of the legend's
 * values (—). The width follows the container.
 */
export default function UplotChart({ days, series, currency, height = 220, unit = 'price', testId = 'market-chart' }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const symbol = currency === 10 ? '$' : '¥';
    const fmt = (v: number | null | undefined) =>
      v === null || v === undefined ? '—' : unit === 'price' ? `${symbol}${v.toFixed(2)}` : v.toFixed(1);
    const xs = days.map(dayToSeconds);
    const data: uPlot.AlignedData = [xs, ...series.map((s) => s.values.map((v) => (v === null ? null : unit === 'price' ? v / 100 : v)))];
    const opts: uPlot.Options = {
      width: Math.max(el.clientWidth, 200),
      height,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Asia/Shanghai'),
      scales: { x: { time: true, range: (_u, min, max) => [min, Math.max(max, min + DAY_S)] } },
      cursor: { drag: { x: false, y: false }, points: { size: 6 } },
      legend: { live: true },
      axes: [
        { stroke: '#8c8c8c', grid: { stroke: '#f0f0f0', width: 1 }, ticks: { show: false }, values: (_u, splits) => splits.map(dayLabel), font: '11px sans-serif' },
        {
          stroke: '#8c8c8c',
          grid: { stroke: '#f0f0f0', width: 1 },
          ticks: { show: false },
          size: 58,
          font: '11px sans-serif',
          values: (_u, splits) => splits.map((v) => fmt(v)),
        },
      ],
      series: [
        { label: '日期', value: (_u, v) => (v === null ? '—' : dayLabel(v)) },
        ...series.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          dash: s.dash,
          spanGaps: true,
          points: { show: false },
          value: (_u: uPlot, v: number | null) => fmt(v),
        })),
      ],
    };
    // Away from the cursor the legend shows the newest day's figures (not a row of dashes).
    const last = xs.length - 1;
    opts.hooks = {
      ready: [(u) => u.setLegend({ idx: last })],
      setCursor: [
        (u) => {
          if (u.cursor.idx === null || u.cursor.idx === undefined) u.setLegend({ idx: last });
        },
      ],
    };
    const plot = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() => {
      if (el.clientWidth > 0) plot.setSize({ width: el.clientWidth, height });
    });
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, series, currency, height, unit]);
  return <div ref={box} className={styles.chart} data-testid={testId} />;
}
