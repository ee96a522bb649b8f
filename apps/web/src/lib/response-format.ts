import { formatDuration } from './format-duration';
import { t } from './i18n';

/** A share of alarms as a percentage to a tenth ("83.3 %"), or a dash when there were no alarms. */
export const formatShare = (share: number | null | undefined) =>
  share === null || share === undefined ? t.alarms.noValue : `${Math.round(share * 1000) / 10} %`;

/** A response time ("19 s", "2 min 5 s"), or a dash when nothing was acknowledged (or resolved). */
export const formatSeconds = (seconds: number | null | undefined) => (seconds === null || seconds === undefined ? t.alarms.noValue : formatDuration(seconds));
