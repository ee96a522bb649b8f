import type { TrendSeries } from '../lib/trend-charts';

/** A Mantine colour name ('red.9') as the CSS variable an SVG fill or stroke can use. */
export const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;
export const stripesId = (chartId: string, series: TrendSeries) => `stripes-${chartId}-${series.key}`;

/** Diagonal white stripes over the series' colour: the second series of a stacked bar differs by more than hue. */
export function StripePatterns({ chartId, series }: { chartId: string; series: TrendSeries[] }) {
  return (
    <svg width={0} height={0} aria-hidden focusable="false" style={{ position: 'absolute' }}>
      <defs>
        {series
          .filter((s) => s.style === 'striped')
          .map((s) => (
            <pattern key={s.key} id={stripesId(chartId, s)} patternUnits="userSpaceOnUse" width={6} height={6} patternTransform="rotate(45)">
              <rect width={6} height={6} fill={cssColor(s.color)} />
              <line x1={0} y1={0} x2={0} y2={6} stroke="white" strokeWidth={3} />
            </pattern>
          ))}
      </defs>
    </svg>
  );
}

/** A square point for dashed lines (solid lines keep recharts' round points). */
export function squareDot(color: string) {
  return function SquareDot({ cx, cy, index }: { cx?: number; cy?: number; index?: number }) {
    if (cx === undefined || cy === undefined) return <g key={index} />;
    return <rect key={index} x={cx - 4} y={cy - 4} width={8} height={8} fill={cssColor(color)} />;
  };
}

/** The legend's sample of a series, drawn as the chart draws it (stripes, dashes, point shapes). */
export function SeriesSwatch({ chartId, series }: { chartId: string; series: TrendSeries }) {
  const color = cssColor(series.color);
  return (
    <svg width={28} height={14} aria-hidden focusable="false" style={{ flex: 'none' }}>
      {series.style === 'solid' || series.style === 'dashed' ? (
        <>
          <line x1={0} y1={7} x2={28} y2={7} stroke={color} strokeWidth={2} strokeDasharray={series.style === 'dashed' ? '5 3' : undefined} />
          {series.style === 'dashed' ? <rect x={10} y={3} width={8} height={8} fill={color} /> : <circle cx={14} cy={7} r={4} fill={color} />}
        </>
      ) : (
        <rect x={1} y={1} width={26} height={12} fill={series.style === 'striped' ? `url(#${stripesId(chartId, series)})` : color} stroke={color} />
      )}
    </svg>
  );
}
