import pg from 'pg';
import { refusedSmtpUrl, startFakeSmtp } from '../../test/support/smtp-fakes';
import { freePort } from './temp-postgres';
import { ADMIN, signIn, startServer } from './server';

/**
 * The mail outage drill (issue 14): the real server with an SMTP server that accepts and never greets, then
 * with one that refuses connections. Known and unknown addresses ask for a reset link in turn, while
 * a signed-in admin keeps calling; every answer must be the same 200 in about the same time, the admin's calls
 * must not slow down, and the log must not say the database was unavailable.
 */
const REQUESTS = 15;
const UNKNOWN = 'nobody.drill@example.com';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function timed(work: () => Promise<Response>): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const response = await work();
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

/** A database of its own on the cluster, so that one drill's reset requests do not count against the next's. */
async function freshDatabase(clusterUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function outage(kind: 'hang' | 'refuse', clusterUrl: string | undefined): Promise<string[]> {
  const failures: string[] = [];
  const databaseUrl = clusterUrl ? await freshDatabase(clusterUrl, `mail_drill_${kind}`) : undefined;
  const hanging = kind === 'hang' ? await startFakeSmtp('hang') : undefined;
  const smtpUrl = hanging?.url ?? (await refusedSmtpUrl());
  // TRUST_PROXY=1: each request comes from its own address, as from many people, under the per-address limits.
  const server = await startServer({ databaseUrl, port: await freePort(), env: { SMTP_URL: smtpUrl, TRUST_PROXY: '1', LOG_LEVEL: 'info' } });
  try {
    const token = await signIn(server.url);
    const forgot = (email: string, i: number) => () =>
      fetch(`${server.url}/v1/auth/admin-forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email }),
      });
    const profile: number[] = [];
    let calling = true;
    const caller = (async () => {
      while (calling) {
        const call = await timed(() => fetch(`${server.url}/v1/user/get-my-profile`, { headers: { authorization: `Bearer ${token}` } }));
        if (call.status !== 200) failures.push(`profile call answered ${call.status} during the ${kind} outage`);
        profile.push(call.ms);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    // One after another, known and unknown in turn, as a prober compares them.
    const answers: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      answers.push(await timed(forgot(ADMIN.email, 2 * i)));
      answers.push(await timed(forgot(UNKNOWN, 2 * i + 1)));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    calling = false;
    await caller;

    const known = answers.filter((_, i) => i % 2 === 0);
    const unknown = answers.filter((_, i) => i % 2 === 1);
    const [medianKnown, medianUnknown] = [
      quantile(
        known.map((a) => a.ms),
        0.5,
      ),
      quantile(
        unknown.map((a) => a.ms),
        0.5,
      ),
    ];
    console.log(
      `  SMTP ${kind === 'hang' ? 'accepts and never greets' : 'refuses connections'}: forgot-password known ${ms(medianKnown)} median / ${ms(
        quantile(
          known.map((a) => a.ms),
          0.95,
        ),
      )} p95, ` +
        `unknown ${ms(medianUnknown)} / ${ms(
          quantile(
            unknown.map((a) => a.ms),
            0.95,
          ),
        )}; statuses ${[...new Set(answers.map((a) => a.status))].join(', ')}; ` +
        `profile calls meanwhile ${profile.length}: ${ms(quantile(profile, 0.5))} median, ${ms(quantile(profile, 0.95))} p95, ${ms(Math.max(...profile))} max`,
    );
    if (answers.some((a) => a.status !== 200 || a.body !== answers[0]!.body))
      failures.push(`forgot-password answers differ during the ${kind} outage: ${[...new Set(answers.map((a) => `${a.status} ${a.body}`))].join(' | ')}`);
    if (Math.abs(medianKnown - medianUnknown) > 50)
      failures.push(`known and unknown addresses differ by ${ms(Math.abs(medianKnown - medianUnknown))} (median) during the ${kind} outage`);
    if (quantile(profile, 0.95) > 500) failures.push(`profile calls slowed to ${ms(quantile(profile, 0.95))} p95 during the ${kind} outage`);
    if (/database unavailable/.test(server.output())) failures.push(`the log says "database unavailable" during the ${kind} outage`);

    const delivery = await fetch(`${server.url}/v1/admin/mail-delivery`, { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await delivery.json()) as {
      data: { rows: { status: string; attempts: number; lastError: string | null }[]; counts: { pending: number; failed: number } };
    };
    console.log(
      `  Mail delivery: ${data.counts.pending} waiting, ${data.counts.failed} failed; last error seen: ${data.rows.find((row) => row.lastError)?.lastError ?? '(none yet)'}`,
    );
    if (data.counts.pending + data.counts.failed < REQUESTS)
      failures.push(`only ${data.counts.pending + data.counts.failed} of ${REQUESTS} reset mails are waiting or failed`);
  } finally {
    server.cleanup();
    await hanging?.close();
  }
  return failures;
}

export async function mailOutageDrill(databaseUrl: string | undefined): Promise<string[]> {
  return [...(await outage('hang', databaseUrl)), ...(await outage('refuse', databaseUrl))];
}
