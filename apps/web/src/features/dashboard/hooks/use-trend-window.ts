import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { dashboardTrendsQuery } from '@guardian/contracts';
import { localize } from '../../../lib/i18n';
import { defaultTrendWindow } from '../lib/utc-days';

type Window = { from: string; to: string };

/**
 * The trends' window of UTC days, kept in the URL (`?from=&to=`) so a reload or a shared link shows the same
 * days; without them, the last 7 days. The window is checked with the API's own query schema: while it is not
 * valid the date fields say why and the charts keep showing the last valid window (at first, the default).
 */
export function useTrendWindow() {
  const [params, setParams] = useSearchParams();
  const fallback = defaultTrendWindow();
  const inUrl: Window = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  // What the fields show is held here as well as in the URL: a URL update lands only after the router's navigation,
  // and two quick edits in a row (From, then To) must not undo each other. A URL changed from elsewhere (back
  // button, a link) wins.
  const [window, setLocal] = useState(inUrl);
  const [urlSeen, setUrlSeen] = useState(inUrl);
  if (urlSeen.from !== inUrl.from || urlSeen.to !== inUrl.to) {
    setUrlSeen(inUrl);
    setLocal(inUrl);
  }
  const checked = dashboardTrendsQuery.safeParse(window);
  const lastValid = useRef(fallback);
  if (checked.success) lastValid.current = window;
  const problems: { from?: string; to?: string } = {};
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] === 'to' ? 'to' : 'from';
      problems[field] ??= localize(issue.message);
    }
  }
  const setWindow = (change: Partial<Window>) => {
    const next = { ...window, ...change };
    setLocal(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('from', next.from);
        updated.set('to', next.to);
        return updated;
      },
      { replace: true },
    );
  };
  return { window, shown: lastValid.current, problems, setWindow };
}
