import net from 'node:net';

/**
 * A TCP relay in front of the suite's server whose line can be cut: `cut()` resets every open connection
 * (the browser's fetch stream fails at once, as when a network drops) and refuses new ones until
 * `restore()`; `refused()` counts the connections refused so far (a client's attempts to reconnect). A browser
 * context whose baseURL is `url` then loses and regains its network for real.
 *
 * Why not Playwright's own tools: `context.setOffline(true)` fails new requests only; an open fetch stream
 * keeps delivering events in Chromium (tried: an alert reached an "offline" desk 53 ms after it was sent),
 * and `page.route` decides about a request when it starts, so neither can end a stream that is already
 * open. Cutting the connections themselves is what a dropped Wi-Fi or a restarted proxy does to a desk.
 */
export type CuttableProxy = { url: string; cut: () => void; restore: () => void; refused: () => number; close: () => Promise<void> };

export async function startCuttableProxy(target: string): Promise<CuttableProxy> {
  const { hostname, port } = new URL(target);
  const open = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let down = false;
  let refusals = 0;

  const server = net.createServer((client) => {
    if (down) {
      refusals += 1;
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    const pair = { client, upstream };
    open.add(pair);
    const end = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as net.AddressInfo;

  return {
    url: `http://127.0.0.1:${own}`,
    cut: () => {
      down = true;
      for (const { client, upstream } of [...open]) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      open.clear();
    },
    restore: () => {
      down = false;
    },
    refused: () => refusals,
    close: async () => {
      for (const { client, upstream } of open) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
