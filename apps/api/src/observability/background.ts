/**
 * What runs beside the requests in one process (the mail sender, the alarm hub's listener) tells /readyz
 * whether it is running, and a process that is shutting down says so. Kept per app context, like the heavy
 * work queue: tests build several apps in one process.
 */
export type BackgroundState = {
  /** Name → whether it runs now, and if not why (a short phrase, no internals). */
  tasks: Map<string, () => true | string>;
  draining: boolean;
};

const states = new WeakMap<object, BackgroundState>();

export function backgroundState(ctx: object): BackgroundState {
  let state = states.get(ctx);
  if (!state) {
    state = { tasks: new Map(), draining: false };
    states.set(ctx, state);
  }
  return state;
}

/** `check` answers true while the task runs, or the reason it does not. */
export function reportBackgroundTask(ctx: object, name: string, check: () => true | string): void {
  backgroundState(ctx).tasks.set(name, check);
}

/** SIGTERM received: the load balancer should stop sending here while the requests in flight finish. */
export function markDraining(ctx: object): void {
  backgroundState(ctx).draining = true;
}
