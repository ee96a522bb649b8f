/** Signatures of common binary formats, to refuse a renamed file early with a clear message. */
const BINARY_SIGNATURES: number[][] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x50, 0x4b, 0x03, 0x04], // zip, xlsx, docx
  [0xd0, 0xcf, 0x11, 0xe0], // old Office (xls)
  [0x89, 0x50, 0x4e, 0x47], // png
  [0xff, 0xd8, 0xff], // jpeg
  [0x47, 0x49, 0x46, 0x38], // gif
  [0x1f, 0x8b], // gzip
  [0x7f, 0x45, 0x4c, 0x46], // elf
  [0x49, 0x44, 0x33], // mp3 (ID3)
];
const SIGNATURE_BYTES = Math.max(...BINARY_SIGNATURES.map((signature) => signature.length));

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** An uploaded file that is not UTF-8 text: a known binary signature, a NUL byte, or bytes that are not UTF-8. */
export class NotTextError extends Error {
  constructor() {
    super('The file is not UTF-8 text.');
  }
}

/**
 * The text of an uploaded file, decoded piece by piece as its chunks arrive (a character split between two
 * chunks is fine); throws NotTextError at the first chunk that is not UTF-8 text, so nothing after it is read.
 * The file is judged by its bytes, not its name. A leading BOM is dropped.
 */
export async function* utf8Text(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  const decode = (chunk: Buffer, end: boolean) => {
    if (chunk.includes(0)) throw new NotTextError();
    try {
      return decoder.decode(chunk, { stream: !end });
    } catch {
      throw new NotTextError();
    }
  };
  const judgeSignature = (head: Buffer) => {
    if (BINARY_SIGNATURES.some((signature) => startsWith(head, signature))) throw new NotTextError();
  };
  // The file's first bytes, until there are enough to judge its signature however the first chunks were cut.
  let head: Buffer | null = Buffer.alloc(0);
  for await (const chunk of chunks) {
    let next = chunk;
    if (head) {
      head = Buffer.concat([head, chunk]);
      if (head.length < SIGNATURE_BYTES) continue;
      judgeSignature(head);
      [next, head] = [head, null];
    }
    yield decode(next, false);
  }
  if (head) judgeSignature(head);
  const rest = decode(head ?? Buffer.alloc(0), true);
  if (rest.length > 0) yield rest;
}
