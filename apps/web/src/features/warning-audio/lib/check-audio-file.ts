import { audioDurationProblem, looksLikeMp3 } from '@guardian/contracts';
import { localize, t } from '../../../lib/i18n';

/** How long the browser says the file plays, or null if it cannot tell. */
function browserDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => done(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => done(null);
    audio.src = url;
  });
}

/**
 * The server's rules, checked before the upload so the operator hears at once: mp3 by its first bytes, and
 * a duration under 30 s as the browser reads it. The server reads the duration again and is the judge.
 */
export async function audioFileProblem(file: File): Promise<string | null> {
  // The whole file (uploads are at most 10 MB): an ID3 tag with cover art can push the first frame far in.
  if (!looksLikeMp3(new Uint8Array(await file.arrayBuffer()))) return t.validation.audioNotMp3;
  const seconds = await browserDuration(file);
  const problem = seconds === null ? null : audioDurationProblem(seconds);
  return problem && localize(problem);
}
