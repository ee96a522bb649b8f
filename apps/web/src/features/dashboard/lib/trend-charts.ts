import type { DashboardTrends, TrendDay } from '@guardian/contracts';
import { formatCount } from '../../../lib/format';
import { countryName } from '../../../lib/country-names';
import { formatUtcDay } from '../../../lib/dates';
import { t } from '../../../lib/i18n';

const d = t.dashboard;

/**
 * How a series is drawn besides its colour, so no chart relies on colour alone: a bar plain or striped, a line
 * solid with round points or dashed with square points. The legend, the description and the table say the same.
 */
export type SeriesStyle = 'plain' | 'striped' | 'solid' | 'dashed';
export type TrendSeries = { key: string; label: string; color: string; style: SeriesStyle };
export type ChartRow = Record<string, string | number>;
type SeriesPart = Omit<TrendSeries, 'style'>;

export type TrendChart = {
  id: string;
  title: string;
  kind: 'stacked-bars' | 'bars' | 'lines' | 'country-bars';
  /** The first column of the table and the chart's axis: days, or countries. */
  category: { key: string; label: string };
  series: TrendSeries[];
  rows: ChartRow[];
  /** What the chart draws and what it shows, read with it (aria-describedby) and shown under its title. */
  description: string;
  /** Nothing to draw: the chart says so instead of drawing zeros. */
  empty: boolean;
  /** The list behind the chart, filtered to the window. */
  link?: { label: string; to: string };
};

const sum = (row: ChartRow, series: TrendSeries[]) => series.reduce((total, s) => total + Number(row[s.key] ?? 0), 0);

/** "Warning: 12 in this window. Emergency: 5 in this window. Most on 20/11/2026 (8)." */
function summary(rows: ChartRow[], series: TrendSeries[]): string {
  const totals = series.map((s) => d.total(s.label, formatCount(rows.reduce((total, row) => total + Number(row[s.key] ?? 0), 0))));
  const peak = rows.reduce<ChartRow | undefined>((best, row) => (sum(row, series) > (best ? sum(best, series) : 0) ? row : best), undefined);
  return [...totals, ...(peak ? [d.peak(String(peak.dayLabel), formatCount(sum(peak, series)))] : [])].join(' ');
}

function drawing(kind: TrendChart['kind'], series: TrendSeries[]): string {
  if (kind === 'stacked-bars') return d.stackedBars(series[0]?.label ?? '', series[1]?.label ?? '');
  if (kind === 'lines') return d.lines(series[0]?.label ?? '', series[1]?.label ?? '');
  return kind === 'bars' ? d.bars : d.countryBars;
}

function dayChart(id: string, title: string, kind: TrendChart['kind'], series: TrendSeries[], days: ChartRow[], link?: TrendChart['link']): TrendChart {
  const empty = days.every((row) => sum(row, series) === 0);
  const description = `${drawing(kind, series)} ${empty ? d.empty : summary(days, series)}`;
  return { id, title, kind, category: { key: 'dayLabel', label: d.columns.day }, series, rows: days, description, empty, link };
}

/** The dashboard's five charts from one answer of the trends call. */
export function trendCharts(data: DashboardTrends): TrendChart[] {
  const p = t.panicEvents;
  const window = `from=${data.from}&to=${data.to}`;
  const days: ChartRow[] = data.days.map((day: TrendDay) => ({
    dayLabel: formatUtcDay(day.day),
    axisLabel: formatUtcDay(day.day, { short: true }),
    warning: day.warningFromPhone + day.warningFromWatch,
    emergency: day.emergencyFromPhone + day.emergencyFromWatch,
    phone: day.warningFromPhone + day.emergencyFromPhone,
    watch: day.warningFromWatch + day.emergencyFromWatch,
    newUsers: day.newUsers,
    started: day.subscriptionsStarted,
    expiring: day.subscriptionsExpiring,
  }));
  const panicEvents = { label: d.openPanicEvents, to: `/admin/panic-events?${window}` };
  const countries: ChartRow[] = data.topCountries.map((row) => ({ country: countryName(row.countryCode), events: row.events }));
  const countrySeries: TrendSeries[] = [{ key: 'events', label: d.series.events, color: 'red.9', style: 'plain' }];
  const unknown = data.unknownCountryEvents > 0 ? ` ${d.unknownCountry(formatCount(data.unknownCountryEvents))}` : '';
  // The two panic charts split the same events two ways, each part stacked on the other, the second striped.
  const panicChart = (id: string, title: string, first: SeriesPart, second: SeriesPart) =>
    dayChart(
      id,
      title,
      'stacked-bars',
      [
        { ...first, style: 'plain' },
        { ...second, style: 'striped' },
      ],
      days,
      panicEvents,
    );
  return [
    panicChart(
      'panic-by-type',
      d.panicByType,
      { key: 'warning', label: p.warning, color: 'orange.8' },
      { key: 'emergency', label: p.emergency, color: 'red.9' },
    ),
    panicChart('panic-by-source', d.panicBySource, { key: 'phone', label: p.mobile, color: 'blue.8' }, { key: 'watch', label: p.watch, color: 'teal.9' }),
    dayChart('new-users', d.newUsers, 'bars', [{ key: 'newUsers', label: d.series.newUsers, color: 'indigo.7', style: 'plain' }], days),
    dayChart(
      'subscriptions',
      d.subscriptions,
      'lines',
      [
        { key: 'started', label: d.series.started, color: 'teal.9', style: 'solid' },
        { key: 'expiring', label: d.series.expiring, color: 'orange.9', style: 'dashed' },
      ],
      days,
      { label: d.openSubscriptions, to: `/admin/subscription?${window}` },
    ),
    {
      id: 'top-countries',
      title: d.topCountries,
      kind: 'country-bars',
      category: { key: 'country', label: d.columns.country },
      series: countrySeries,
      rows: countries,
      // No total here: the bars are the first ten countries, not the whole window.
      description: `${d.countryBars}${countries.length === 0 ? ` ${d.empty}` : ''}${unknown}`,
      empty: countries.length === 0,
    },
  ];
}
