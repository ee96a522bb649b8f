import { en } from '@guardian/contracts';
import { AppError } from './errors';

/**
 * A bounded queue for work that is not interactive (CSV exports, the device import): a few run at once per
 * server process, one per admin, and the rest wait their turn in order; past `maxWaiting` a request is
 * refused at once (429) rather than piling up. Each job holds its slot until its response has ended.
 * Twenty exports started together then take turns instead of all reading the database at the same time,
 * which kept every interactive request waiting (issue 14, point 7).
 * A job still running after `longAfterMs` hands its shared slot to the next in line and runs on in one of
 * `longSlots` (as soon as one is free): two admins' long exports then no longer keep a third admin's small one
 * waiting for minutes. At most `slots + longSlots` jobs run at once, and an export is bounded in time
 * (EXPORT_LIMITS in csv-export.ts), so no job holds a slot for ever.
 */
export type HeavyWorkLimits = { slots: number; perOwner: number; maxWaiting: number; longAfterMs?: number; longSlots?: number };

export const HEAVY_WORK_LIMITS: HeavyWorkLimits = { slots: 2, perOwner: 1, maxWaiting: 20, longAfterMs: 2000, longSlots: 2 };

type Waiter = { owner: string; grant: () => void };

export class HeavyWorkQueue {
  /** Jobs in the shared slots, and those that ran long and moved to the long slots. */
  private running = 0;
  private runningLong = 0;
  /** Jobs past `longAfterMs` still in a shared slot because the long slots were taken: first to move when one frees. */
  private readonly overdue: (() => void)[] = [];
  private readonly byOwner = new Map<string, number>();
  private readonly waiting: Waiter[] = [];
  /** The most jobs that ran at the same time (tests read it). */
  peak = 0;

  /** Jobs running now, and waiting for their turn (the /metrics gauges). */
  get inFlight(): number {
    return this.running + this.runningLong;
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
    this.peak = Math.max(this.peak, this.inFlight);
    let released = false;
    let long = false;
    const { longAfterMs, longSlots = 0 } = this.limits;
    const moveToLong = () => {
      if (released || long) return;
      if (this.runningLong >= longSlots) {
        this.overdue.push(moveToLong);
        return;
      }
      long = true;
      this.running -= 1;
      this.runningLong += 1;
      this.dispatch();
    };
    const timer = longAfterMs !== undefined && longSlots > 0 ? setTimeout(moveToLong, longAfterMs) : undefined;
    timer?.unref();
    return () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      if (long) this.runningLong -= 1;
      else this.running -= 1;
      const left = (this.byOwner.get(owner) ?? 1) - 1;
      if (left > 0) this.byOwner.set(owner, left);
      else this.byOwner.delete(owner);
      // A freed long slot goes to the job that has waited longest for one (a job released meanwhile returns at once).
      while (long && this.overdue.length > 0 && this.runningLong < longSlots) this.overdue.shift()!();
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

/** The heavy work of one app (AppContext.heavyWork): every export and import of that app goes through its queue. */
export type HeavyWork = { queue: HeavyWorkQueue };

export const createHeavyWork = (): HeavyWork => ({ queue: new HeavyWorkQueue() });

export const heavyWorkQueue = (ctx: { heavyWork: HeavyWork }): HeavyWorkQueue => ctx.heavyWork.queue;

/** Tests give an app smaller limits: a new queue, so its peak counts from here. */
export function setHeavyWorkLimits(ctx: { heavyWork: HeavyWork }, limits: HeavyWorkLimits) {
  ctx.heavyWork.queue = new HeavyWorkQueue(limits);
}

/** Lets other requests run between batches of a long job. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
