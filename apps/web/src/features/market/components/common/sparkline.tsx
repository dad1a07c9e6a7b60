/** A 30-day sparkline as a plain SVG polyline (no chart library: the 行情 list draws one per index). */
export function Sparkline({ values, tone, width = 96, height = 32 }: { values: readonly number[]; tone: 'up' | 'down' | 'flat'; width?: number; height?: number }) {
  const points = values.filter((v) => Number.isFinite(v));
  if (points.length < 2) return <svg width={width} height={height} aria-hidden="true" />;
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min || 1;
  const step = width / (points.length - 1);
  const path = points.map((v, i) => `${(i * step).toFixed(1)},${(height - 2 - ((v - min) / span) * (height - 4)).toFixed(1)}`).join(' ');
  const colour = tone === 'up' ? '#f5222d' : tone === 'down' ? '#16a34a' : '#8c8c8c';
  return (
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" data-testid="sparkline">
      <polyline points={path} fill="none" stroke={colour} strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
