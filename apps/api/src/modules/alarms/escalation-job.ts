import type { FastifyBaseLogger } from 'fastify';
import { ESCALATION } from '@guardian/contracts';
import type { AppContext } from '../../context';
import { runEscalations } from './escalation.service';

/**
 * Runs a round of escalation every ESCALATION.everySeconds in this process. Every process runs it; the claims
 * make each stage happen once however many do (escalation.repository.ts). Rounds never overlap, and a failed
 * round (the database briefly away) is logged and tried again at the next tick. Returns what stops it.
 */
export function startEscalation(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  let round: Promise<unknown> | undefined;
  const tick = () => {
    round ??= runEscalations(ctx)
      .then((done) => {
        if (done.escalated.length || done.reminded.length) log.info(done, 'alarms escalated or owners reminded');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'escalation round failed; the next one tries again'))
      .finally(() => (round = undefined));
  };
  const timer = setInterval(tick, ESCALATION.everySeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}
