import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AlarmRow } from '@guardian/contracts';

/** The desk's parameter naming one alarm (`alarmDeskPath`): the escalation banner's and the mail's link. */
const LINKED_PARAM = 'alarm';

function linkedIdIn(params: URLSearchParams): number | null {
  const id = Number(params.get(LINKED_PARAM));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The alarm a link names: once the desk has it, it is chosen (the map follows it), and its card is scrolled to
 * the middle of the screen and focused, so that a screen reader reads it. Each id is brought forward once: the
 * operator may then choose another. `missingId` is an id the desk has loaded and does not hold (resolved, or
 * older than the alarms shown), which the desk says instead of showing nothing.
 */
export function useLinkedAlarm(alarms: AlarmRow[] | undefined, choose: (id: number) => void): { missingId: number | null } {
  const [params] = useSearchParams();
  const linkedId = linkedIdIn(params);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [revealId, setRevealId] = useState<number | null>(null);
  const onDesk = linkedId !== null && alarms !== undefined && alarms.some((alarm) => alarm.id === linkedId);

  useEffect(() => {
    if (!onDesk || chosenId === linkedId) return;
    setChosenId(linkedId);
    setRevealId(linkedId);
    choose(linkedId);
  }, [onDesk, linkedId, chosenId, choose]);

  // After the render that shows the card chosen (`choose` also shows the list where the list and the map are tabs).
  useEffect(() => {
    if (revealId === null) return;
    const card = document.querySelector<HTMLElement>(`article[data-alarm-id="${revealId}"]`);
    card?.scrollIntoView({ block: 'center' });
    card?.focus({ preventScroll: true });
    setRevealId(null);
  }, [revealId]);

  return { missingId: linkedId !== null && alarms !== undefined && !onDesk ? linkedId : null };
}
