import { parseBuffer } from 'music-metadata';
import { audioDurationProblem, en, looksLikeMp3 } from '@guardian/contracts';
import { badRequest } from '../../lib/errors';

const refuse = (message: string) => badRequest(message, { audio_file: message });

async function readMpegDuration(bytes: Buffer): Promise<number | 'not-mp3' | 'unreadable'> {
  try {
    const { format } = await parseBuffer(bytes, { mimeType: 'audio/mpeg', size: bytes.length }, { duration: true, skipCovers: true });
    if (format.container !== 'MPEG' || !/layer 3/i.test(format.codec ?? '')) return 'not-mp3';
    return format.duration !== undefined && format.duration > 0 ? format.duration : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * Judges an upload by its bytes, never its name or declared type: the first bytes must be an MPEG layer III
 * frame (after an optional ID3 tag), music-metadata must parse the file as MPEG layer 3, and its duration,
 * read from the frames, must be under 30 s.
 */
export async function inspectWarningAudio(bytes: Buffer): Promise<{ durationMs: number }> {
  if (!looksLikeMp3(bytes)) throw refuse(en.validation.audioNotMp3);
  const duration = await readMpegDuration(bytes);
  if (duration === 'not-mp3') throw refuse(en.validation.audioNotMp3);
  if (duration === 'unreadable') throw refuse(en.audio.unreadable);
  const problem = audioDurationProblem(duration);
  if (problem) throw refuse(problem);
  return { durationMs: Math.round(duration * 1000) };
}
