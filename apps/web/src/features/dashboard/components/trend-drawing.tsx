import { BarChart, LineChart } from '@mantine/charts';
import { formatCount } from '../../../lib/format';
import type { TrendChart } from '../lib/trend-charts';
import { squareDot, stripesId } from './series-marks';

const HEIGHT = 220;
// recharts' keyboard layer makes the drawing a focusable application; the table is the keyboard's way to the numbers.
const NOT_FOCUSABLE = { accessibilityLayer: false } as const;
// Counts: no 0.5 on an axis.
const WHOLE_NUMBERS = { allowDecimals: false } as const;

/** The chart itself, drawn with Mantine's charts (recharts); series differ by stripes, dashes and point shapes as well as colour. */
export function TrendDrawing({ chart }: { chart: TrendChart }) {
  const series = chart.series.map((s) => ({ name: s.key, label: s.label, color: s.color, ...(s.style === 'dashed' ? { strokeDasharray: '6 4' } : {}) }));
  const styleOf = (name: string) => chart.series.find((s) => s.key === name);
  if (chart.kind === 'lines') {
    return (
      <LineChart
        h={HEIGHT}
        data={chart.rows}
        dataKey="axisLabel"
        series={series}
        curveType="linear"
        withLegend={false}
        valueFormatter={formatCount}
        yAxisProps={WHOLE_NUMBERS}
        lineChartProps={NOT_FOCUSABLE}
        lineProps={(s) => {
          const style = styleOf(s.name);
          return style?.style === 'dashed' ? { dot: squareDot(style.color), activeDot: squareDot(style.color) } : {};
        }}
      />
    );
  }
  const horizontal = chart.kind === 'country-bars';
  return (
    <BarChart
      h={horizontal ? Math.max(120, chart.rows.length * 34 + 40) : HEIGHT}
      data={chart.rows}
      dataKey={horizontal ? 'country' : 'axisLabel'}
      series={series}
      type={chart.kind === 'stacked-bars' ? 'stacked' : 'default'}
      orientation={horizontal ? 'vertical' : 'horizontal'}
      withBarValueLabel={horizontal}
      withLegend={false}
      valueFormatter={formatCount}
      yAxisProps={horizontal ? { width: 120 } : WHOLE_NUMBERS}
      xAxisProps={horizontal ? WHOLE_NUMBERS : undefined}
      barChartProps={NOT_FOCUSABLE}
      barProps={(s) => {
        const style = styleOf(s.name);
        return style?.style === 'striped' ? { fill: `url(#${stripesId(chart.id, style)})` } : {};
      }}
    />
  );
}
