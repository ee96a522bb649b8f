import os from 'node:os';
import { StreamDesk } from './live-clients';
import { pacedIngest } from './live-ingest';
import { post, setUp } from './live';
import { summarize } from './measure';
import { startServer, type Target } from './targets';

/**
 * The desk-action row of the live section (issue 31): with `openAlarms` alarms open on the desk, one operator
 * acknowledges each alarm and adds a note to it, one action after the other, and another operator's desk reads
 * the stream. Measured: the action's call sent → its message (`acknowledged`, `updated`) on the other desk.
 */
export type DeskActionReport = {
  kind: Target['kind'];
  openAlarms: number;
  actions: number;
  /** Action call answered. */
  answer: { p50: number; p99: number };
  /** Action call sent → on the other desk. */
  delivery: { p50: number; p99: number; max: number };
  lost: number;
  loadAverage: { before: number; after: number };
};

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** How fast the open alarms are raised before the measured part: well under the service keys' limits. */
const RAISE_PER_SECOND = 20;

export async function measureDeskActions(target: Target, port: number, openAlarms: number, log: (line: string) => void): Promise<DeskActionReport> {
  await target.reset();
  const server = await startServer(target, port);
  try {
    const setup = await setUp(server, { seconds: 0, rate: RAISE_PER_SECOND, desks: 2, pollMs: 0 });
    const [operator, other] = setup.tokens as [string, string];
    const raised = await pacedIngest({
      url: server.url,
      keys: setup.keys,
      userIds: setup.userIds,
      rate: RAISE_PER_SECOND,
      seconds: openAlarms / RAISE_PER_SECOND,
      connections: setup.keys.length,
      tag: `a${Date.now().toString(36)}`,
    });
    const desk = await fetch(`${server.url}/v1/admin/alarms`, { headers: { authorization: `Bearer ${operator}` } });
    const rows = ((await desk.json()) as { data: { id: number; alertUniqueId: string }[] }).data;
    log(`${target.kind} desk actions: ${raised.filter((item) => item.status === 201).length} alarms raised, ${rows.length} on the desk`);

    const watcher = new StreamDesk(server.url, other);
    await watcher.open();
    await sleep(500);
    const loadBefore = os.loadavg()[0]!;
    const actions: { change: string; sentAt: number; answeredAt: number }[] = [];
    const as = { authorization: `Bearer ${operator}` };
    for (const row of rows) {
      for (const [path, body, kind] of [
        ['acknowledge', {}, 'acknowledged'],
        ['notes', { text: 'Called back, no answer yet.' }, 'updated'],
      ] as const) {
        const sentAt = now();
        await post(server, `/v1/admin/alarms/${row.id}/${path}`, body, as);
        actions.push({ change: `${kind}:${row.alertUniqueId}`, sentAt, answeredAt: now() });
      }
    }
    const deadline = now() + 10_000;
    while (now() < deadline && !actions.every((action) => watcher.changes.has(action.change))) await sleep(100);
    await watcher.close();

    const seconds = (actions.at(-1)!.answeredAt - actions[0]!.sentAt) / 1000;
    const delivered = actions.flatMap((action) => {
      const at = watcher.changes.get(action.change);
      return at === undefined ? [] : [at - action.sentAt];
    });
    const answer = summarize(
      actions.map((action) => action.answeredAt - action.sentAt),
      seconds,
      0,
    );
    const reach = summarize(delivered, seconds, 0);
    return {
      kind: target.kind,
      openAlarms: rows.length,
      actions: actions.length,
      answer: { p50: answer.p50, p99: answer.p99 },
      delivery: { p50: reach.p50, p99: reach.p99, max: delivered.length ? Math.max(...delivered) : NaN },
      lost: actions.length - delivered.length,
      loadAverage: { before: loadBefore, after: os.loadavg()[0]! },
    };
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(1));

/** The table's rows: one per database. Target: an action on another desk within 1 s (p99), none lost. */
export function deskActionsTable(reports: DeskActionReport[]): string {
  return [
    '| database | open alarms | actions | answer p50 / p99 ms | on the other desk p50 / p99 / max ms | lost | load average (1 min) |',
    '|---|---|---|---|---|---|---|',
    ...reports.map(
      (report) =>
        `| ${report.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${report.openAlarms} | ${report.actions} | ${ms(report.answer.p50)} / ${ms(report.answer.p99)} | ${ms(report.delivery.p50)} / ${ms(report.delivery.p99)} / ${ms(report.delivery.max)} | ${report.lost} | ${report.loadAverage.before.toFixed(1)} → ${report.loadAverage.after.toFixed(1)} |`,
    ),
  ].join('\n');
}
