import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteOptions } from '../pglite-options';
import { errorToFields, type QueryRequest, type QueryShape, type Reply, type Request } from './protocol';

/**
 * The thread that owns PGlite (client.ts says why). It answers one message at a time in arrival order, except
 * that a transaction's statements run while it is open: PGlite itself makes every other query wait for it.
 */
if (!parentPort) throw new Error('pglite-thread/worker.ts runs only as a worker thread');
const port = parentPort;
const send = (reply: Reply) => port.postMessage(reply);

const keepText = (value: string) => value;
const parsersOf = (shape: QueryShape) => Object.fromEntries(shape.textTypes.map((oid) => [oid, keepText]));

/** The thread's transactions and listeners, by the numbers the client knows them by; one per thread, as is its PGlite. */
class Answerer {
  private readonly open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; settled: Promise<void> }>();
  private readonly unlisteners = new Map<number, () => Promise<void>>();
  private nextTransaction = 1;
  private nextListener = 1;

  constructor(private readonly pg: PGlite) {}

  async answer(request: Request): Promise<unknown> {
    const { pg, open, unlisteners } = this;
    switch (request.kind) {
      case 'query': {
        if (request.settings) return readUnder(pg, request, request.settings);
        const runner = request.transaction === undefined ? pg : open.get(request.transaction)?.tx;
        if (!runner) throw new Error('the transaction has already ended');
        return run(runner, request);
      }
      case 'begin':
        return this.begin();
      case 'end': {
        const transaction = open.get(request.transaction);
        if (!transaction) throw new Error('the transaction has already ended');
        transaction.end(request.commit);
        await transaction.settled;
        return undefined;
      }
      case 'listen': {
        const listener = this.nextListener++;
        unlisteners.set(listener, await pg.listen(request.channel, (payload) => send({ kind: 'notify', listener, payload })));
        return listener;
      }
      case 'unlisten': {
        await unlisteners.get(request.listener)?.();
        unlisteners.delete(request.listener);
        return undefined;
      }
      case 'close':
        if (!pg.closed) await pg.close();
        return undefined;
    }
  }

  /**
   * Opens a PGlite transaction and answers with its number once it holds PGlite. It commits or rolls back when
   * the 'end' message comes (an error thrown into PGlite's callback rolls it back); `settled` says how that went.
   */
  private begin(): Promise<number> {
    return new Promise((resolve, reject) => {
      const id = this.nextTransaction++;
      let started = false;
      const settled: Promise<void> = this.pg
        .transaction(
          (tx) =>
            new Promise<void>((commit, rollBack) => {
              started = true;
              this.open.set(id, { tx, end: (ok) => (ok ? commit() : rollBack(new RollBack())), settled });
              resolve(id);
            }),
        )
        .then(
          () => undefined,
          (error: unknown) => {
            if (!(error instanceof RollBack)) throw error;
          },
        )
        .finally(() => this.open.delete(id));
      settled.catch((error: unknown) => {
        if (!started) reject(error);
      });
    });
  }
}

async function run(runner: PGlite | Transaction, request: QueryRequest) {
  const result = await runner.query(request.sql, request.params, { rowMode: request.shape.rowMode, parsers: parsersOf(request.shape) });
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

/** The statement under `settings` (SET LOCAL), in a transaction rolled back after it, so they end with it. */
function readUnder(pg: PGlite, request: QueryRequest, settings: Readonly<Record<string, string>>) {
  const pairs = Object.entries(settings);
  const calls = pairs.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ');
  return pg.transaction(async (tx) => {
    if (pairs.length) await tx.query(`select ${calls}`, pairs.flat());
    const result = await run(tx, request);
    await tx.rollback();
    return result;
  });
}

class RollBack extends Error {}

async function main() {
  const { location, image } = workerData as { location: string | undefined; image: Uint8Array | undefined };
  let pg: PGlite;
  try {
    pg = await PGlite.create(location, pgliteOptions(image));
  } catch (error) {
    send({ kind: 'broken', error: errorToFields(error) });
    return;
  }
  const answerer = new Answerer(pg);
  port.on('message', (request: Request) => {
    answerer.answer(request).then(
      (value) => send({ kind: 'done', id: request.id, value }),
      (error: unknown) => send({ kind: 'failed', id: request.id, error: errorToFields(error) }),
    );
  });
  send({ kind: 'ready' });
}

void main();
