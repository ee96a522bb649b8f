import {
  AUDIO,
  en,
  formatTriggerTime,
  parseTriggerTime,
  triggerGapProblem,
  type BodyOf,
  type warningAudioEndpoints,
  type WarningAudioRow,
} from '@guardian/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { auditBy, type Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import type { UploadedFile } from '../../lib/multipart';
import { discardFile, withStoredFile, type NewFile } from '../../storage/storage';
import { inspectWarningAudio } from './audio-file';
import {
  countWarningAudios,
  deleteWarningAudio as deleteRecord,
  findTriggerClash,
  findWarningAudio,
  insertWarningAudio,
  listWarningAudios as listRecords,
  lockWarningAudios,
  updateWarningAudio as updateRecord,
  type WarningAudioRecord,
} from './warning-audio.repository';

/** The form's fields as the route parsed them (contracts: warningAudioEndpoints), and its file parts. */
type Form = { fields: BodyOf<typeof warningAudioEndpoints.create>; files: UploadedFile[] };

const FILE_FIELD = 'audio_file';
const FOLDER = 'audio';

function toRow(ctx: AppContext, record: WarningAudioRecord): WarningAudioRow {
  return {
    id: record.id,
    name: record.name,
    language: record.language,
    triggerTime: formatTriggerTime(record.triggerSeconds),
    audioFile: ctx.storage.publicUrl(record.audioFile) ?? '',
    duration: record.durationMs / 1000,
  };
}

export async function listWarningAudios(ctx: AppContext, query: { limit: number; page_no: number }) {
  const [records, total] = await Promise.all([listRecords(ctx.db, query.limit, (query.page_no - 1) * query.limit), countWarningAudios(ctx.db)]);
  return { rows: records.map((record) => toRow(ctx, record)), total };
}

export async function getWarningAudio(ctx: AppContext, id: number): Promise<WarningAudioRow> {
  const record = await findWarningAudio(ctx.db, id);
  if (!record) throw notFound(en.warningAudio.notFound);
  return toRow(ctx, record);
}

/**
 * The form as parsed (the route judged the fields and the required file together); the file, when there is
 * one, is judged here by its bytes: an mp3 under 30 s.
 */
function inspectForm({ fields, files }: Form) {
  const file = files.find((f) => f.fieldname === FILE_FIELD);
  const audio = file ? { bytes: file.bytes, ...inspectWarningAudio(file.bytes) } : undefined;
  return { ...fields, triggerSeconds: parseTriggerTime(fields.trigger_time) as number, audio };
}

/** Inside the writer's transaction, after the lock: the server is the judge of the 5-minute gap. */
async function assertGap(tx: Db, triggerSeconds: number, exceptId?: number) {
  const clash = await findTriggerClash(tx, triggerSeconds, AUDIO.minGapSeconds, exceptId);
  const problem = clash ? triggerGapProblem(triggerSeconds, [clash.triggerSeconds]) : null;
  if (problem) throw new AppError('conflict', problem, { trigger_time: problem });
}

/** The checked mp3 as the file to store with the row. */
const audioFile = (bytes: Buffer | undefined): NewFile | undefined => bytes && { folder: FOLDER, extension: 'mp3', body: bytes };

export async function addWarningAudio(ctx: AppContext, actor: Actor, form: Form): Promise<WarningAudioRow> {
  const input = inspectForm(form);
  // The route refused a form without the file (warningAudioEndpoints.create declares it required).
  const audio = input.audio as NonNullable<typeof input.audio>;
  const record = await withStoredFile(ctx.storage, audioFile(audio.bytes), (key) =>
    ctx.db.transaction(async (tx) => {
      await lockWarningAudios(tx);
      await assertGap(tx, input.triggerSeconds);
      const row = await insertWarningAudio(tx, {
        name: input.warning_audio_name,
        language: input.language,
        triggerSeconds: input.triggerSeconds,
        audioFile: key as string,
        durationMs: audio.durationMs,
      });
      await auditBy(tx, actor, {
        action: 'warning_audio.created',
        entityType: 'warning_audio',
        entityId: row.id,
        summary: { name: row.name, triggerTime: input.trigger_time, durationMs: audio.durationMs },
      });
      return row;
    }),
  );
  return toRow(ctx, record);
}

export async function updateWarningAudio(ctx: AppContext, actor: Actor, id: number, form: Form): Promise<WarningAudioRow> {
  const before = await findWarningAudio(ctx.db, id);
  if (!before) throw notFound(en.warningAudio.notFound);
  const input = inspectForm(form);
  const record = await withStoredFile(ctx.storage, audioFile(input.audio?.bytes), (key) =>
    ctx.db.transaction(async (tx) => {
      await lockWarningAudios(tx);
      await assertGap(tx, input.triggerSeconds, id);
      const fileChange = key && input.audio ? { audioFile: key, durationMs: input.audio.durationMs } : {};
      const row = await updateRecord(tx, id, {
        name: input.warning_audio_name,
        language: input.language,
        triggerSeconds: input.triggerSeconds,
        ...fileChange,
        updatedAt: ctx.now(),
      });
      if (!row) throw notFound(en.warningAudio.notFound);
      await auditBy(tx, actor, {
        action: 'warning_audio.updated',
        entityType: 'warning_audio',
        entityId: id,
        changes: {
          name: { from: before.name, to: row.name },
          language: { from: before.language, to: row.language },
          triggerTime: { from: formatTriggerTime(before.triggerSeconds), to: formatTriggerTime(row.triggerSeconds) },
          fileReplaced: Boolean(key),
        },
      });
      return row;
    }),
  );
  // Only once the new row has committed is the old file no longer needed.
  if (record.audioFile !== before.audioFile) await discardFile(ctx.storage, before.audioFile);
  return toRow(ctx, record);
}

export async function deleteWarningAudio(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await deleteRecord(tx, id);
    if (!row) throw notFound(en.warningAudio.notFound);
    await auditBy(tx, actor, {
      action: 'warning_audio.deleted',
      entityType: 'warning_audio',
      entityId: id,
      summary: { name: row.name, triggerTime: formatTriggerTime(row.triggerSeconds) },
    });
    return row;
  });
  await discardFile(ctx.storage, removed.audioFile);
}
