/** One line of a 行情 chart: its values (cents, or index points) aligned with the chart's days; null = no figure that day. */
export type ChartSeries = { key: string; label: string; color: string; values: (number | null)[]; dash?: number[] };

export type ChartProps = {
  /** China dates 'YYYY-MM-DD', oldest first. */
  days: string[];
  series: ChartSeries[];
  /** 0 ¥ or 10 $: the axis and legend symbol. */
  currency: number;
  height?: number;
  /** 'price' (cents, shown in yuan/dollars) or 'index' (points). */
  unit?: 'price' | 'index';
  testId?: string;
};

/** The colours of the three lines, the same on every chart: deal average, ask low, bid high. */
export const LINE_COLOURS = { deal: '#1668dc', askLow: '#f5222d', bidHigh: '#52c41a', index: '#1668dc' } as const;
