import { audioDurationProblem, en, looksLikeMp3 } from '@guardian/contracts';
import { badRequest } from '../../lib/errors';
import { readMp3 } from './mp3-frames';

const refuse = (message: string) => badRequest(message, { audio_file: message });

/**
 * Judges an upload by its bytes, never its name or declared type: the first bytes must be an MPEG layer III
 * frame (after an optional ID3 tag); then the whole file must be frames of that stream between optional tags
 * (mp3-frames.ts), and its duration, summed over those frames, must be under 30 s.
 */
export function inspectWarningAudio(bytes: Buffer): { durationMs: number } {
  if (!looksLikeMp3(bytes)) throw refuse(en.validation.audioNotMp3);
  const reading = readMp3(bytes);
  if (reading.kind === 'unreadable') throw refuse(en.warningAudio.unreadable);
  if (reading.kind === 'trailing-data') throw refuse(en.warningAudio.trailingData);
  if (reading.kind === 'mostly-not-audio') throw refuse(en.warningAudio.mostlyNotAudio);
  const problem = audioDurationProblem(reading.seconds);
  if (problem) throw refuse(problem);
  return { durationMs: Math.round(reading.seconds * 1000) };
}
