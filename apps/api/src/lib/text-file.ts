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

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/**
 * The text of an uploaded file judged by its bytes, not its name: null for anything that is not UTF-8
 * text (a known binary signature, a NUL byte, or bytes that are not valid UTF-8). A leading BOM is dropped.
 */
export function decodeTextFile(bytes: Uint8Array): string | null {
  if (BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature))) return null;
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}
