/**
 * A 30-day sparkline as a plain SVG polyline (no chart library: the 行情 list draws one per index). It stretches to
 * its box's width; the stroke keeps its width.
 */
export function Sparkline({ values, tone, height = 32 }: { values: readonly number[]; tone: 'up' | 'down' | 'flat'; height?: number }) {
  const points = values.filter((v) => Number.isFinite(v));
  const width = 100;
  if (points.length < 2) return <svg width="100%" height={height} aria-hidden="true" />;
  const min = Math.min(...points);
  const max = Math.max(...points);
  const span = max - min || 1;
  const step = width / (points.length - 1);
  const path = points.map((v, i) => `${(i * step).toFixed(2)},${(height - 2 - ((v - min) / span) * (height - 4)).toFixed(1)}`).join(' ');
  const colour = tone === 'up' ? '#e4393c' : tone === 'down' ? '#16a34a' : '#8c8c8c';
  return (
    <svg width="100%" height={height} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true" data-testid="sparkline">
      <polyline points={path} fill="none" stroke={colour} strokeWidth="1.5" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
