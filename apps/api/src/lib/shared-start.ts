/**
 * A process-wide service that several apps may share through one context (tests build a second app on it):
 * counted, so the first `start` opens it and later ones wait for that same opening, and only the last `stop`
 * closes it, once the opening has settled (a failed opening is closed all the same).
 */
export class SharedStart {
  private users = 0;
  private starting: Promise<void> | null = null;

  constructor(
    private readonly open: () => Promise<void>,
    private readonly close: () => Promise<void>,
  ) {}

  async start(): Promise<void> {
    this.users += 1;
    this.starting ??= this.open();
    await this.starting;
  }

  async stop(): Promise<void> {
    this.users -= 1;
    if (this.users > 0) return;
    this.users = 0;
    await this.starting?.catch(() => {});
    this.starting = null;
    await this.close();
  }
}
