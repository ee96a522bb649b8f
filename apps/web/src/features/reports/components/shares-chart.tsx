import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Text, Title } from '@mantine/core';
import { BS8484_TARGETS, type ResponseReport } from '@guardian/contracts';
import { t } from '../../../lib/i18n';

const m = t.reports;
const percent = (share: number | null) => (share === null ? null : Math.round(share * 1000) / 10);

/**
 * The daily shares acknowledged within 10 s and 40 s against BS 8484's 80% and 98.5%. Days without alarms are
 * gaps, not zeros. The numbers themselves are in the tables and the CSV: the drawing is not keyboard-focusable.
 */
export function SharesChart({ report }: { report: ResponseReport }) {
  const rows = report.byDay.map((day) => ({ day: day.day.slice(8), within10: percent(day.ackWithin10Share), within40: percent(day.ackWithin40Share) }));
  return (
    <section aria-labelledby="report-shares" className="report-block">
      <Title order={2} size="h4" id="report-shares" mb="xs">
        {m.sharesChart}
      </Title>
      <LineChart
        h={260}
        data={rows}
        dataKey="day"
        series={[
          { name: 'within10', label: m.within10, color: 'blue.7' },
          { name: 'within40', label: m.within40, color: 'teal.7', strokeDasharray: '6 4' },
        ]}
        curveType="linear"
        connectNulls={false}
        yAxisProps={{ domain: [0, 100] }}
        unit="%"
        referenceLines={[
          { y: BS8484_TARGETS.within10 * 100, label: m.target('80%', 10), color: 'red.7', strokeDasharray: '4 4' },
          { y: BS8484_TARGETS.within40 * 100, label: m.target('98.5%', 40), color: 'orange.8', strokeDasharray: '4 4' },
        ]}
        withLegend
        lineChartProps={{ accessibilityLayer: false }}
      />
      <Text size="sm" c="dimmed" mt="xs">
        {m.sharesChartHint}
      </Text>
    </section>
  );
}
