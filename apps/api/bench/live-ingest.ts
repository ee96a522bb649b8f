import http from 'node:http';

/** One ingest call: when it was due, when it left, when its answer came, and the answer's status (0: no answer). */
export type Sent = { alertId: string; dueAt: number; sentAt: number; answeredAt: number; status: number };

type Options = {
  url: string;
  /** Service keys, one per connection in turn: one key allows API_KEY.callsPerMinute, so 100 alerts/s need several. */
  keys: string[];
  userIds: number[];
  rate: number;
  seconds: number;
  connections: number;
  /** Makes the run's alert ids unique (alert_unique_id is idempotent: a repeat would not be a new alert). */
  tag: string;
};

const now = () => performance.timeOrigin + performance.now();

/**
 * Alerts at a steady rate, paced as scripts/support/paced-load.ts paces its load (decision 017): an open
 * loop of `connections` keep-alive connections, each sending one alert every connections / rate seconds,
 * their send times spread evenly. The ingest latency is counted from when a call was due, so a call held up
 * behind a slow answer counts its wait; the delivery latency is counted from when the call actually left.
 */
export async function pacedIngest({ url, keys, userIds, rate, seconds, connections, tag }: Options): Promise<Sent[]> {
  const target = new URL(url);
  const interval = (connections / rate) * 1000;
  const start = now() + 100;
  const end = start + seconds * 1000;
  const sent: Sent[] = [];
  let serial = 0;

  function send(agent: http.Agent, key: string, body: string): Promise<number> {
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          agent,
          method: 'POST',
          path: '/v1/alarm/panic-events',
          headers: { 'x-api-key': key, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          timeout: 10_000,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', () => resolve(0));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out after 10 s')));
      request.on('error', () => resolve(0));
      request.end(body);
    });
  }

  async function connection(index: number) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const key = keys[index % keys.length]!;
    let due = start + (index * interval) / connections;
    while (due < end) {
      const wait = due - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      serial += 1;
      const alertId = `bench-${tag}-${serial}`;
      const body = JSON.stringify({
        alert_unique_id: alertId,
        user_id: userIds[serial % userIds.length],
        alert_type: serial % 3 === 0 ? 1 : 2,
        source: serial % 2 === 0 ? 2 : 1,
        latitude: 51.5 + ((serial * 7919) % 1000) / 10_000,
        longitude: -0.12 + ((serial * 104_729) % 1000) / 10_000,
      });
      const record: Sent = { alertId, dueAt: due, sentAt: now(), answeredAt: 0, status: 0 };
      record.status = await send(agent, key, body);
      record.answeredAt = now();
      sent.push(record);
      due += interval;
    }
    agent.destroy();
  }

  await Promise.all(Array.from({ length: connections }, (_unused, index) => connection(index)));
  return sent;
}
