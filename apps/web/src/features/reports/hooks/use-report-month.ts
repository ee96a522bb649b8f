import { useSearchParams } from 'react-router';
import type { ResponseReportQuery } from '@guardian/contracts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** YYYY-MM of a date's UTC month. */
const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The first and last UTC day of a month (YYYY-MM). */
export function monthWindow(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/**
 * The report's month and whether tests count, kept in the URL (`?month=2026-11&include_test=1`) so a reload, a
 * bookmark or a shared link shows the same report. Without a valid month: the current UTC month.
 */
export function useReportMonth() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : monthOf(new Date());
  const includeTest = params.get('include_test') === '1';
  const query: ResponseReportQuery = { ...monthWindow(month), ...(includeTest ? { include_test: '1' as const } : {}) };
  const update = (change: { month?: string; includeTest?: boolean }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (change.month !== undefined && MONTH.test(change.month)) next.set('month', change.month);
        if (change.includeTest !== undefined) {
          if (change.includeTest) next.set('include_test', '1');
          else next.delete('include_test');
        }
        return next;
      },
      { replace: true },
    );
  return { month, includeTest, query, update };
}
