import type { FastifyRequest } from 'fastify';
import { en } from '@guardian/contracts';
import { AppError, badRequest } from './errors';
import { assertStorable } from './request-guards';

export type UploadedFile = { fieldname: string; filename: string; mimetype: string; bytes: Buffer };

/**
 * Reads a whole multipart body: text fields into an object, files into buffers (already size-limited by
 * the multipart plugin's limits). Nothing is written to disk here; a service decides after validation.
 * A field is stored as it came or not at all: a value cut at the field size limit, a part declared
 * application/json that decoded to something other than text, and text the database cannot hold (NUL) are
 * refused, as the preValidation guard refuses them in JSON bodies.
 */
export async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes });
      } else if (part.valueTruncated) {
        throw new AppError('payload_too_large', en.api.payloadTooLarge);
      } else if (typeof part.value !== 'string') {
        throw badRequest(en.api.validationFailed, { [part.fieldname]: en.api.validationFailed });
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The plugin's errors carry a status (too large, bad JSON part); busboy's (a cut body, no boundary) do not.
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw badRequest(en.api.invalidBody);
  }
  assertStorable(fields);
  return { fields, files };
}

/** JSON or form data: the spec sends some forms as multipart, and clients may send JSON. */
export async function readBody(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (request.isMultipart()) return readMultipart(request);
  return { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
}
