import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';

/** Pages up to this size (10 and 25, the usual sizes) appear in one step, as one update. */
const WHOLE_PAGE_UP_TO = 25;
/** Rows mounted by the first step of a larger page; later steps grow or shrink with how long a step took. */
const FIRST_STEP = 5;
const MIN_STEP = 2;
const MAX_STEP = 50;
/** A step (render and commit) aims at this many milliseconds, well under the 50 ms of a long task. */
const STEP_TARGET_MS = 16;

type Page<Row> = { rows: Row[]; first: number };
type Shown<Row> = { page: Page<Row>; count: number; step: number };

const start = <Row>(page: Page<Row>): Shown<Row> => ({ page, count: page.rows.length <= WHOLE_PAGE_UP_TO ? page.rows.length : FIRST_STEP, step: FIRST_STEP });

/**
 * The page of rows to draw, mounted a few rows at a time. A new page arrives as a deferred update (the
 * previous rows stay until it renders); each further step is a separate, interruptible update, sized
 * from how long the last one took, so that even a 100-row page of switches and tooltips never holds the
 * main thread in one long task (`npm run bench:table`). A fast machine needs few steps.
 * Pages of up to 25 rows appear whole; on larger ones, wait for the row count before reading every row.
 */
export function useProgressiveRows<Row>(rows: Row[], first: number) {
  const target = useDeferredValue(useMemo<Page<Row>>(() => ({ rows, first }), [rows, first]));
  const [state, setState] = useState(() => start(target));
  let current = state;
  if (state.page !== target) {
    // A new page: start again from its first rows (state adjusted while rendering, before anything is drawn).
    current = start(target);
    setState(current);
  }
  const revealing = current.count < current.page.rows.length;
  const stepStarted = useRef(0);

  useEffect(() => {
    if (!revealing) return;
    // How long the step just drawn took decides the next one's size.
    const took = stepStarted.current ? performance.now() - stepStarted.current : STEP_TARGET_MS;
    const step = Math.min(
      MAX_STEP,
      Math.max(MIN_STEP, took < STEP_TARGET_MS / 2 ? current.step * 2 : took > STEP_TARGET_MS * 2 ? Math.floor(current.step / 2) : current.step),
    );
    const timer = setTimeout(() => {
      stepStarted.current = performance.now();
      startTransition(() => setState((now) => (now.page === current.page ? { ...now, count: now.count + step, step } : now)));
    }, 0);
    return () => clearTimeout(timer);
  }, [current, revealing]);

  useEffect(() => {
    if (!revealing) stepStarted.current = 0;
  }, [revealing]);

  const visible = useMemo(() => current.page.rows.slice(0, current.count), [current]);
  // The deferred page has not caught up with the rows given yet: what is drawn is the page before (a busy
  // machine can take a moment), so the table says it is busy rather than show old rows under the new total.
  const behind = target.rows !== rows;
  return { rows: visible, first: current.page.first, empty: current.page.rows.length === 0, revealing, behind };
}
