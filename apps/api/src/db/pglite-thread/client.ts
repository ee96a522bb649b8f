import { Worker } from 'node:worker_threads';
import { errorFromFields, type QueryShape, type Reply, type Request } from './protocol';

type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type QueryOptions = { rowMode?: 'object' | 'array'; parsers?: Record<number, (value: string, type: number) => unknown> };
/** What a Request is without the id the client gives it. */
type Ask = Request extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The part of PGlite a transaction's callback gets (drizzle's PGlite session asks nothing else of it). */
export type ThreadTransaction = { query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results> };

/**
 * PGlite on a thread of its own (decision 036). In the process's own thread, every statement's work inside
 * PGlite (WebAssembly, one connection) ran between the same thread's HTTP and JSON work, so the server used one
 * core; here the database works on a second core while this one answers requests. It offers what drizzle's
 * PGlite driver and Database use: query, transaction, listen, close and closed.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private broken: Error | undefined;
  private ended = false;

  private constructor(location: string | undefined, image: Uint8Array | undefined) {
    // tsx's loader, which the process was started with, carries over to the thread through execArgv; a
    // process started otherwise (vitest) adds it.
    const execArgv = process.execArgv.some((arg) => arg.includes('tsx')) ? process.execArgv : [...process.execArgv, '--import', 'tsx'];
    this.worker = new Worker(new URL('./worker.ts', import.meta.url), { workerData: { location, image }, execArgv });
    this.worker.on('message', (reply: Reply) => this.receive(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', () => this.fail(new Error('the PGlite thread has ended')));
  }

  /**
   * Starts the thread and opens (or creates) the database at `location` (undefined: in memory), from `image` (a
   * dumped data directory) when given; rejects if PGlite cannot open it.
   */
  static open(location: string | undefined, image?: Uint8Array): Promise<PgliteThread> {
    const thread = new PgliteThread(location, image);
    return new Promise((resolve, reject) => {
      thread.onReady = (error) => (error ? reject(error) : resolve(thread));
    });
  }

  private onReady: ((error?: Error) => void) | undefined;

  get closed(): boolean {
    return this.ended || this.broken !== undefined;
  }

  query(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> {
    return this.ask({ kind: 'query', sql, params, shape: this.shapeOf(options) }) as Promise<Results>;
  }

  /**
   * The part of PGlite drizzle's driver reads through, with every statement run under `settings` in a transaction
   * of its own that is rolled back (Database.withSettings): for reads only.
   */
  underSettings(settings: Readonly<Record<string, string>>): ThreadTransaction & { transaction: () => never } {
    return {
      query: (sql, params = [], options) => this.ask({ kind: 'query', sql, params, shape: this.shapeOf(options), settings }) as Promise<Results>,
      transaction: () => {
        throw new Error('statements under settings run one at a time, each in a transaction of its own');
      },
    };
  }

  /** Runs `run` in a transaction: committed if it resolves, rolled back if it throws (the error is rethrown). */
  async transaction<T>(run: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const transaction = (await this.ask({ kind: 'begin' })) as number;
    const tx: ThreadTransaction = {
      query: (sql, params = [], options) => this.ask({ kind: 'query', sql, params, shape: this.shapeOf(options), transaction }) as Promise<Results>,
    };
    let result: T;
    try {
      result = await run(tx);
    } catch (error) {
      await this.ask({ kind: 'end', transaction, commit: false }).catch(() => {});
      throw error;
    }
    await this.ask({ kind: 'end', transaction, commit: true });
    return result;
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = (await this.ask({ kind: 'listen', channel })) as number;
    this.listeners.set(listener, onNotify);
    return async () => {
      this.listeners.delete(listener);
      if (!this.closed) await this.ask({ kind: 'unlisten', listener });
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.ask({ kind: 'close' }).catch(() => {});
    this.ended = true;
    await this.worker.terminate();
  }

  private ask(request: Ask): Promise<unknown> {
    if (this.broken) return Promise.reject(this.broken);
    if (this.ended) return Promise.reject(new Error('the database is closed'));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private receive(reply: Reply) {
    switch (reply.kind) {
      case 'ready':
        this.onReady?.();
        return;
      case 'broken':
        this.fail(errorFromFields(reply.error));
        return;
      case 'notify':
        this.listeners.get(reply.listener)?.(reply.payload);
        return;
      case 'done':
      case 'failed': {
        const waiter = this.waiting.get(reply.id);
        this.waiting.delete(reply.id);
        if (reply.kind === 'done') waiter?.resolve(reply.value);
        else waiter?.reject(errorFromFields(reply.error));
      }
    }
  }

  /** The thread died or never opened the database: everything waiting, and everything asked later, fails. */
  private fail(error: Error) {
    if (this.ended) return;
    this.broken ??= error;
    this.onReady?.(this.broken);
    for (const waiter of this.waiting.values()) waiter.reject(this.broken);
    this.waiting.clear();
  }

  /** Shapes by drizzle's options object, which its session passes again with each query. */
  private readonly shapes = new WeakMap<object, QueryShape>();

  /**
   * drizzle's PGlite session passes parsers that hand a type's text back unchanged (timestamps, dates,
   * intervals); functions cannot cross to the thread, so they cross as the list of those types, and anything
   * else is refused rather than silently dropped.
   */
  private shapeOf(options: QueryOptions | undefined): QueryShape {
    if (!options) return { rowMode: 'object', textTypes: [] };
    let shape = this.shapes.get(options);
    if (!shape) {
      const parsers = Object.entries(options.parsers ?? {});
      for (const [oid, parse] of parsers) {
        if (parse('probe', Number(oid)) !== 'probe') throw new Error(`a parser for type ${oid} that changes the value cannot cross to the PGlite thread`);
      }
      shape = { rowMode: options.rowMode ?? 'object', textTypes: parsers.map(([oid]) => Number(oid)) };
      this.shapes.set(options, shape);
    }
    return shape;
  }
}
