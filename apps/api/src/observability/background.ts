/**
 * What runs beside the requests in one process (the mail sender, the alarm hub's listener) tells /readyz
 * whether it is running, and a process that is shutting down says so. One per app (AppContext.background):
 * tests build several apps in one process.
 */
export type BackgroundState = {
  /** Name → whether it runs now, and if not why (a short phrase, no internals). */
  tasks: Map<string, () => true | string>;
  draining: boolean;
};

export const createBackgroundState = (): BackgroundState => ({ tasks: new Map(), draining: false });

type WithBackground = { background: BackgroundState };

/** `check` answers true while the task runs, or the reason it does not. */
export function reportBackgroundTask(ctx: WithBackground, name: string, check: () => true | string): void {
  ctx.background.tasks.set(name, check);
}

/** SIGTERM received: the load balancer should stop sending here while the requests in flight finish. */
export function markDraining(ctx: WithBackground): void {
  ctx.background.draining = true;
}
