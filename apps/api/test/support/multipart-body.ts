/** A file part of a multipart body. */
export type FilePart = { filename: string; contentType?: string; bytes: Buffer };
/** A file part with its field name: several parts may share one name. */
export type NamedFilePart = FilePart & { name: string };
/** A text part with a declared type (a browser declares none): the server decodes `application/json` ones. */
export type TextPart = { value: string; contentType: string };

/**
 * A multipart/form-data body with text fields and files, as a browser's FormData sends it. Files come
 * keyed by field name, or as a list of named parts (to send two files under one name).
 */
export function multipartBody(fields: Record<string, string | TextPart>, files: Record<string, FilePart> | NamedFilePart[] = {}) {
  const boundary = `----guardian-test-${Math.random().toString(16).slice(2)}`;
  const parts = Array.isArray(files) ? files : Object.entries(files).map(([name, file]) => ({ ...file, name }));
  const chunks: Buffer[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const { value, contentType } = typeof field === 'string' ? { value: field, contentType: undefined } : field;
    const type = contentType ? `Content-Type: ${contentType}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n${type}\r\n${value}\r\n`));
  }
  for (const file of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
