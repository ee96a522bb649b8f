import http from 'node:http';
import { newDevice, type RunningServer } from './server';

type Sent = { deviceId: string; connectedAt?: number; status?: number; error?: string; doneAt?: number };

/** One request on a connection of its own, so that "connected" and "answered" are known per request. */
function post(url: string, token: string, record: Sent): Promise<void> {
  return new Promise((resolve) => {
    const body = JSON.stringify(newDevice('SD'));
    record.deviceId = JSON.parse(body).deviceId;
    const request = http.request(`${url}/v1/device-inventory`, {
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('socket', (socket) => socket.once('connect', () => (record.connectedAt = Date.now())));
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => {
        record.status = response.statusCode;
        record.doneAt = Date.now();
        resolve();
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      record.error = error.code ?? error.message;
      record.doneAt = Date.now();
      resolve();
    });
    request.end(body);
  });
}

/**
 * 30 writers post devices; after 3 s the server gets SIGTERM and the writers send nothing new, as a load
 * balancer would. Every request sent before then must get its answer (none reset), the process must exit 0,
 * and every acknowledged write must be in the database.
 */
export async function sigtermDrill(server: RunningServer, token: string, stored: (ids: string[]) => Promise<Set<string>>): Promise<string[]> {
  const failures: string[] = [];
  const sent: Sent[] = [];
  // The load balancer stops sending new requests when it sends SIGTERM; those already sent must complete.
  let sending = true;
  const writer = async () => {
    while (sending) {
      const record: Sent = { deviceId: '' };
      sent.push(record);
      await post(server.url, token, record);
    }
  };
  const writers = Promise.all(Array.from({ length: 30 }, writer));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const termAt = Date.now();
  sending = false;
  server.child.kill('SIGTERM');
  const inFlight = sent.filter((record) => record.doneAt === undefined).length;
  const code = await Promise.race([server.exited, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 30_000))]);
  const exitMs = Date.now() - termAt;
  await writers;

  const connected = sent.filter((record) => record.connectedAt !== undefined);
  const lost = sent.filter((record) => record.status === undefined);
  const afterTerm = connected.filter((record) => record.doneAt! > termAt && record.status !== undefined);
  const acked = connected.filter((record) => record.status === 201 || record.status === 200);
  const statuses = sent.reduce<Record<string, number>>((acc, r) => ((acc[String(r.status ?? r.error)] = (acc[String(r.status ?? r.error)] ?? 0) + 1), acc), {});
  console.log(`  in flight at SIGTERM: ${inFlight}; answered after SIGTERM: ${afterTerm.length}; exit code ${code} after ${exitMs} ms`);
  console.log(`  requests: ${sent.length} ${JSON.stringify(statuses)}`);
  if (code !== 0) failures.push(`the server exited with ${code} after SIGTERM`);
  if (lost.length) failures.push(`${lost.length} requests sent before SIGTERM got no answer: ${JSON.stringify(lost.slice(0, 3))}`);
  if (connected.some((record) => record.status !== undefined && record.status >= 500 && record.status !== 503))
    failures.push('a request got a 5xx other than 503 during shutdown');
  const found = await stored(acked.map((record) => record.deviceId));
  console.log(`  acknowledged writes found in the database: ${found.size}/${acked.length}`);
  if (found.size !== acked.length) failures.push(`${acked.length - found.size} acknowledged writes are missing after shutdown`);
  return failures;
}
