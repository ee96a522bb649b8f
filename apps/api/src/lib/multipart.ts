import type { FastifyRequest } from 'fastify';

export type UploadedFile = { fieldname: string; filename: string; mimetype: string; bytes: Buffer };

/**
 * Reads a whole multipart body: text fields into an object, files into buffers (already size-limited by
 * the multipart plugin's limits). Nothing is written to disk here; a service decides after validation.
 */
export async function readMultipart(request: FastifyRequest): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (bytes.length > 0) files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, bytes });
    } else {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  }
  return { fields, files };
}

/** JSON or form data: the spec sends some forms as multipart, and clients may send JSON. */
export async function readBody(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  if (request.isMultipart()) return readMultipart(request);
  return { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
}
