import { lazy, Suspense } from 'react';
import type { ChartProps } from './chart-types';
import styles from './market.module.css';

/** uPlot and its CSS come with the chart's own chunk, fetched when a chart is first shown (never with a home page). */
const UplotChart = lazy(() => import('./uplot-chart'));

/** A 行情 chart, loaded lazily; its height is kept while the chart's code arrives (no layout shift). */
export function PriceChart(props: ChartProps) {
  const height = props.height ?? 220;
  return (
    <Suspense fallback={<div className={styles.chartPending} style={{ height: height + 34 }} data-testid="market-chart-pending" />}>
      <UplotChart {...props} />
    </Suspense>
  );
}
