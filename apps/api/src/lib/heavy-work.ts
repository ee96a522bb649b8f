import { en } from '@guardian/contracts';
import { AppError } from './errors';

/**
 * A bounded queue for work that is not interactive (CSV exports, the device import): a few run at once per
 * server process, one per admin, and the rest wait their turn in order; past `maxWaiting` a request is
 * refused at once (429) rather than piling up. Each job holds its slot until its response has ended.
 * Twenty exports started together then take turns instead of all reading the database at the same time,
 * which kept every interactive request waiting (issue 14, point 7).
 */
export type HeavyWorkLimits = { slots: number; perOwner: number; maxWaiting: number };

export const HEAVY_WORK_LIMITS: HeavyWorkLimits = { slots: 2, perOwner: 1, maxWaiting: 20 };

type Waiter = { owner: string; grant: () => void };

export class HeavyWorkQueue {
  private running = 0;
  private readonly byOwner = new Map<string, number>();
  private readonly waiting: Waiter[] = [];
  /** The most jobs that ran at the same time (tests read it). */
  peak = 0;

  /** Jobs running now, and waiting for their turn (the /metrics gauges). */
  get inFlight(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Whether a job of `owner` asked for now would wait for its turn (the import tells its dialog so). */
  wouldWait(owner: string): boolean {
    return this.waiting.length > 0 || this.running >= this.limits.slots || (this.byOwner.get(owner) ?? 0) >= this.limits.perOwner;
  }

  constructor(readonly limits: HeavyWorkLimits = HEAVY_WORK_LIMITS) {}

  /** Resolves with `release` once the job may run; `signal` (the client leaving) takes it out of the queue. */
  acquire(owner: string, signal?: AbortSignal): Promise<() => void> {
    if (this.waiting.length >= this.limits.maxWaiting) return Promise.reject(new AppError('rate_limited', en.api.busyTryAgain));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        owner,
        grant: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve(this.releaser(owner));
        },
      };
      const onAbort = () => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new AppError('rate_limited', en.api.busyTryAgain));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
      this.dispatch();
    });
  }

  private releaser(owner: string): () => void {
    this.running += 1;
    this.byOwner.set(owner, (this.byOwner.get(owner) ?? 0) + 1);
    this.peak = Math.max(this.peak, this.running);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      const left = (this.byOwner.get(owner) ?? 1) - 1;
      if (left > 0) this.byOwner.set(owner, left);
      else this.byOwner.delete(owner);
      this.dispatch();
    };
  }

  /** Starts the first waiting jobs, in order, whose owner has no job running beyond its share. */
  private dispatch() {
    for (let i = 0; i < this.waiting.length && this.running < this.limits.slots;) {
      const waiter = this.waiting[i]!;
      if ((this.byOwner.get(waiter.owner) ?? 0) >= this.limits.perOwner) {
        i += 1;
        continue;
      }
      this.waiting.splice(i, 1);
      waiter.grant();
    }
  }
}

const queues = new WeakMap<object, HeavyWorkQueue>();

/** The queue of one app (its context): every export and import of that process goes through it. */
export function heavyWorkQueue(ctx: object): HeavyWorkQueue {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = new HeavyWorkQueue();
    queues.set(ctx, queue);
  }
  return queue;
}

/** Tests give an app smaller limits. */
export function setHeavyWorkLimits(ctx: object, limits: HeavyWorkLimits) {
  queues.set(ctx, new HeavyWorkQueue(limits));
}

/** Lets other requests run between batches of a long job. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
