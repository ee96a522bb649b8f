import { z } from 'zod';
import { AUDIO } from './constants';
import { ANY_ADMIN, defineEndpoint, type FormBody } from './endpoint';
import { envelope, messageOnly, pageQuery } from './envelope';
import { en } from './messages';

const v = en.validation;

/** The list is short (trigger times 5 minutes apart fit 288 in a day), but it pages like every other list. */
export const listWarningAudiosQuery = pageQuery;

export const warningAudioIdParams = z.object({
  id: z.coerce.number({ message: en.api.notFound }).int(en.api.notFound).positive(en.api.notFound).max(Number.MAX_SAFE_INTEGER, en.api.notFound),
});

export const warningAudioRow = z.object({
  id: z.number().int(),
  name: z.string(),
  language: z.string(),
  /** HH:mm:ss after the alert starts. */
  triggerTime: z.string(),
  audioFile: z.string(),
  /** Seconds, as read from the file. */
  duration: z.number(),
});
export type WarningAudioRow = z.infer<typeof warningAudioRow>;

export const listWarningAudiosResponse = z.object({ message: z.string(), data: z.array(warningAudioRow), TotalResult: z.number().int() });

const TRIGGER_TIME = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

export function parseTriggerTime(value: string): number | null {
  const match = TRIGGER_TIME.exec(value);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

export function formatTriggerTime(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/**
 * The text fields of the add and update forms (multipart: the file travels beside them). The web form picks
 * the time at 1-minute steps; the server takes any HH:mm:ss, so the 5-minute gap is judged to the second.
 */
export const warningAudioFields = z.object({
  warning_audio_name: z
    .string({ message: v.audioNameRequired })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, v.audioNameRequired).max(100, v.tooLong(100))),
  language: z
    .string()
    .optional()
    .transform((value) => value?.trim().toLowerCase() || AUDIO.defaultLanguage)
    .pipe(
      z
        .string()
        .max(40, v.tooLong(40))
        .regex(/^[\p{L} -]+$/u, en.warningAudio.languageInvalid),
    ),
  trigger_time: z.string({ message: v.triggerTimeInvalid }).refine((value) => parseTriggerTime(value) !== null, v.triggerTimeInvalid),
});

/**
 * The add and update forms (multipart, spec section 7): the fields above beside the audio_file part, an mp3
 * judged by its bytes on the server. Adding needs the file; without one an update keeps the current audio.
 */
const warningAudioForm = (fileRequired: boolean) =>
  ({
    fields: warningAudioFields,
    files: { audio_file: { types: AUDIO.types, required: fileRequired, requiredMessage: v.audioRequired } },
    order: ['warning_audio_name', 'audio_file', 'trigger_time', 'language'],
  }) satisfies FormBody;

const tag = 'warning-audio';

export const warningAudioEndpoints = {
  list: defineEndpoint({
    operationId: 'listWarningAudios',
    summary: 'A page of warning audios, by trigger time',
    tag,
    method: 'GET',
    path: '/warning-audio/list-warning-audios',
    access: ANY_ADMIN,
    query: listWarningAudiosQuery,
    success: { status: 200, schema: listWarningAudiosResponse },
  }),
  get: defineEndpoint({
    operationId: 'getWarningAudio',
    summary: 'One warning audio with the address of its file',
    tag,
    method: 'GET',
    path: '/get-warning-audio-details/:id',
    access: ANY_ADMIN,
    params: warningAudioIdParams,
    success: { status: 200, schema: envelope(warningAudioRow) },
    errors: [404],
  }),
  create: defineEndpoint({
    operationId: 'createWarningAudio',
    summary: 'Adds a warning audio: an mp3 under 30 s, its trigger time at least 5 minutes from any other',
    tag,
    method: 'POST',
    path: '/add-warning-audio',
    access: ANY_ADMIN,
    form: warningAudioForm(true),
    success: { status: 201, schema: envelope(warningAudioRow) },
    errors: [409],
  }),
  update: defineEndpoint({
    operationId: 'updateWarningAudio',
    summary: "Changes a warning audio's name, language and trigger time, and its file when one is sent",
    tag,
    method: 'PUT',
    path: '/update-warning-audio-details/:id',
    access: ANY_ADMIN,
    params: warningAudioIdParams,
    form: warningAudioForm(false),
    success: { status: 200, schema: envelope(warningAudioRow) },
    errors: [404, 409],
  }),
  delete: defineEndpoint({
    operationId: 'deleteWarningAudio',
    summary: 'Deletes a warning audio and its file',
    tag,
    method: 'DELETE',
    path: '/delete-warning-audio/:id',
    access: ANY_ADMIN,
    params: warningAudioIdParams,
    success: { status: 200, schema: messageOnly },
    errors: [404],
  }),
};

/**
 * "Under 30 s" (spec section 5) read strictly: 30.0 s and longer are refused (docs/decisions/010).
 * The duration is the server's sum over the file's MPEG frames; the browser's reading is a hint.
 */
export function audioDurationProblem(seconds: number): string | null {
  return Number.isFinite(seconds) && seconds > 0 && seconds < AUDIO.maxDurationSeconds ? null : v.audioTooLong;
}

/** Trigger times of any two recordings at least 5 minutes apart: 4:59 is refused, 5:00 accepted. */
export function triggerGapProblem(seconds: number, others: readonly number[]): string | null {
  return others.some((other) => Math.abs(other - seconds) < AUDIO.minGapSeconds) ? v.audioGap : null;
}

/**
 * An MPEG audio layer III stream by its first bytes: an ID3v2 tag (skipped by its declared size) and then a
 * frame header with the sync bits, a valid version, layer III, and a usable bitrate and sample rate.
 * `bytes` needs the tag plus 4 bytes; callers pass the whole file or its first 64 KB.
 */
export function looksLikeMp3(bytes: Uint8Array): boolean {
  let offset = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    const size = ((bytes[6] ?? 0) << 21) | ((bytes[7] ?? 0) << 14) | ((bytes[8] ?? 0) << 7) | (bytes[9] ?? 0);
    const footer = ((bytes[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
    offset = 10 + size + footer;
  }
  const [b0, b1, b2] = [bytes[offset], bytes[offset + 1], bytes[offset + 2]];
  if (b0 === undefined || b1 === undefined || b2 === undefined || bytes[offset + 3] === undefined) return false;
  const sync = b0 === 0xff && (b1 & 0xe0) === 0xe0;
  const version = (b1 >> 3) & 0x03; // 01 is reserved
  const layer = (b1 >> 1) & 0x03; // 01 is layer III
  const bitrate = (b2 >> 4) & 0x0f; // 0000 free format, 1111 bad
  const sampleRate = (b2 >> 2) & 0x03; // 11 reserved
  return sync && version !== 0x01 && layer === 0x01 && bitrate !== 0x00 && bitrate !== 0x0f && sampleRate !== 0x03;
}
