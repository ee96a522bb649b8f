import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { en } from '@guardian/contracts';
import { AppError, badRequest } from './errors';
import { assertStorable } from './request-guards';

/** Largest file part we take (an mp3 of under 30 s, a profile image, a device CSV of 200k rows): busboy cuts a part there. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

type FilePart = { fieldname: string; filename: string; mimetype: string };
export type UploadedFile = FilePart & { bytes: Buffer };
/** A file part read while it arrived, by its field's FileReader: `content` is what the reader made of it. */
export type StreamedFile<C> = FilePart & { content: C };

/**
 * Reads one file part while it arrives, instead of buffering it whole: it gets the part's chunks (at most
 * MAX_UPLOAD_BYTES in all; past that, iterating throws a 413 naming the limit) and returns what the handler
 * needs. Throwing refuses the request with that error; the rest of the body is then read and dropped, so the
 * client gets the answer on a connection it can keep using.
 */
export type FileReader<C> = (chunks: AsyncIterable<Buffer>, file: FilePart) => Promise<C>;
export type FileReaders<C> = Record<string, FileReader<C>>;

/** Named under the part's field, so a form shows it beside the file input. */
function fileTooLarge(fieldname: string) {
  const message = en.api.fileTooLarge(`${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
  return new AppError('payload_too_large', message, { [fieldname]: message });
}

/** The part's chunks from `first` on, refused once busboy has cut the part at the size limit. */
async function* chunksOf(part: MultipartFile, iterator: AsyncIterator<Buffer>, first: Buffer): AsyncGenerator<Buffer> {
  // next() by hand, not for-await: a reader that stops early must not end the iterator the drain goes on with.
  for (let chunk: IteratorResult<Buffer> = { done: false, value: first }; !chunk.done; chunk = await iterator.next()) {
    if (part.file.truncated) throw fileTooLarge(part.fieldname);
    yield chunk.value;
  }
  if (part.file.truncated) throw fileTooLarge(part.fieldname);
}

/** Reads what is left of a part and drops it; an error here (a cut body) is for the parts loop to report. */
async function drain(iterator: AsyncIterator<Buffer>) {
  try {
    while (!(await iterator.next()).done);
  } catch {
    // reported by request.parts() below
  }
}

/** A file part through its reader; undefined for an empty part, which counts as no file at all. */
async function readStreamed<C>(part: MultipartFile, read: FileReader<C>): Promise<StreamedFile<C> | undefined> {
  const file = { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype };
  const iterator = part.file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  try {
    let first = await iterator.next();
    while (!first.done && first.value.length === 0) first = await iterator.next();
    if (first.done) return undefined;
    return { ...file, content: await read(chunksOf(part, iterator, first.value), file) };
  } finally {
    await drain(iterator);
  }
}

type Form<C> = { fields: Record<string, string>; files: UploadedFile[]; streamed: StreamedFile<C>[] };

/**
 * Reads a whole multipart body: text fields into an object, files into buffers (already size-limited by
 * the multipart plugin's limits) or, for the field names `readers` has, through their reader as they arrive.
 * Nothing is written to disk here; a service decides after validation.
 * A field is stored as it came or not at all: a value cut at the field size limit, a part declared
 * application/json that decoded to something other than text, and text the database cannot hold (NUL) are
 * refused, as the preValidation guard refuses them in JSON bodies. After the first refusal the rest of the
 * body is still read (and dropped), then the refusal is thrown.
 */
export async function readMultipart<C = never>(request: FastifyRequest, readers: FileReaders<C> = {}): Promise<Form<C>> {
  const form: Form<C> = { fields: {}, files: [], streamed: [] };
  let refusal: { error: unknown } | undefined;
  try {
    for await (const part of request.parts()) {
      if (refusal && part.type === 'file') await drain(part.file[Symbol.asyncIterator]());
      if (refusal) continue;
      try {
        if (part.type === 'file') await addFile(form, part, Object.hasOwn(readers, part.fieldname) ? readers[part.fieldname] : undefined);
        else addField(form.fields, part);
      } catch (error) {
        refusal = { error };
      }
    }
  } catch (error) {
    refusal ??= { error };
  }
  if (refusal) throw asClientError(refusal.error);
  assertStorable(form.fields);
  return form;
}

function addField(fields: Record<string, string>, part: MultipartValue) {
  if (part.valueTruncated) throw new AppError('payload_too_large', en.api.payloadTooLarge);
  if (typeof part.value !== 'string') throw badRequest(en.api.validationFailed, { [part.fieldname]: en.api.validationFailed });
  fields[part.fieldname] = part.value;
}

async function addFile<C>(form: Form<C>, part: MultipartFile, reader: FileReader<C> | undefined) {
  if (reader) {
    const streamed = await readStreamed(part, reader);
    if (streamed) form.streamed.push(streamed);
    return;
  }
  const bytes = await bufferedFile(part);
  if (bytes.length > 0) form.files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes });
}

/** A whole file part; the plugin's refusal of one over its size limit is named under the part's field. */
async function bufferedFile(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw new AppError('payload_too_large', en.api.payloadTooLarge, { [part.fieldname]: en.api.payloadTooLarge });
  }
}

/** The plugin's errors carry a status (too large, bad JSON part); busboy's (a cut body, no boundary) do not. */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') return error;
  return badRequest(en.api.invalidBody);
}

/** JSON or form data: the spec sends some forms as multipart, and clients may send JSON. */
export async function readBody<C = never>(
  request: FastifyRequest,
  readers: FileReaders<C> = {},
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[]; streamed: StreamedFile<C>[] }> {
  if (request.isMultipart()) return readMultipart(request, readers);
  return { fields: (request.body ?? {}) as Record<string, unknown>, files: [], streamed: [] };
}
