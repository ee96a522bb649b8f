import { openPostgres } from '../src/db/client';
import { refreshTrigramFrequencies } from '../src/lib/trigram-window';
import type { Scale, Scenario } from './scenarios';
import { contextFor, type Target } from './targets';
import { runLine, writeResults } from './results';

/**
 * The plans PostgreSQL ran for each measured request at the bench's scale, written to apps/api/bench/results/<date>-list-plans.md
 * beside the run's tables (issue 15), so a change that brings back a sequential scan shows in the file's diff as well as in
 * list-plans.test. auto_explain (a module PostgreSQL ships) sends each statement's EXPLAIN ANALYZE to the client as
 * a NOTICE, so the plans are those of the service's own statements, with the settings of the connection each ran on
 * (a list plan's pool included), not a copy of their SQL.
 */
const AUTO_EXPLAIN = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_level': 'notice',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_format': 'text',
};

export type ScenarioPlans = { name: string; plans: string[] };

/** Each scenario asked once to warm its caches (the reused table size, the term's share), then once for its plans. */
export async function measurePlans(target: Target, scenarios: Scenario[]): Promise<ScenarioPlans[]> {
  const url = new URL(target.serverEnv.DATABASE_URL as string);
  const own = Object.entries(AUTO_EXPLAIN).map(([name, value]) => `-c ${name}=${value}`);
  url.searchParams.set('options', [url.searchParams.get('options'), ...own].filter(Boolean).join(' '));
  let heard: string[] = [];
  const database = await openPostgres(url.toString(), 4, (message) => heard.push(message));
  try {
    const ctx = contextFor(database, target.serverEnv.DATA_DIR as string);
    await refreshTrigramFrequencies(ctx);
    const measured: ScenarioPlans[] = [];
    for (const scenario of scenarios) {
      await scenario.raw(ctx);
      heard = [];
      await scenario.raw(ctx);
      measured.push({ name: scenario.name, plans: heard.filter((message) => message.includes('plan:')) });
    }
    return measured;
  } finally {
    await database.close();
  }
}

/** Writes the plans to apps/api/bench/results/<date>-list-plans.md and returns that file's path. */
export function writePlans(measured: ScenarioPlans[], scale: Scale, machine: string): string {
  const lines = [
    `Written by \`npm run bench\` (apps/api/bench/plans.ts). ${runLine()}`,
    `PostgreSQL with ${scale.users.toLocaleString('en-GB')} users, ${scale.events.toLocaleString('en-GB')} panic events and ${scale.devices.toLocaleString('en-GB')} devices. Each request of the server`,
    "bench's table was asked of its service once to warm it, then once more with auto_explain (EXPLAIN ANALYZE, BUFFERS) on every",
    'statement it ran; parameters show as $1, $2... `apps/api/test/lib/list-engine/list-plans.scale.test.ts` asserts the indexes these use.',
    machine,
  ];
  for (const { name, plans } of measured) {
    lines.push('', `## ${name}`, '');
    if (!plans.length) lines.push('No statement: served from what the server keeps in memory.');
    for (const plan of plans) lines.push('```text', plan.trim(), '```');
  }
  return writeResults('list-plans', 'List plans at scale', lines);
}
