/**
 * What an uploaded picture really is, read from its bytes (never its name or the client's content type):
 * PNG, JPEG or WebP, and its width and height from the header. Nothing is decoded: the dimensions let a
 * caller refuse a small file that would expand to a huge bitmap in every browser that shows it. The server
 * judges every upload with it, and the browser the chosen file before upload, so both refuse the same files.
 */
export type ImageInfo = { type: 'png' | 'jpeg' | 'webp'; extension: string; width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
/** Bytes [from, to) as Latin-1 text, for the four-letter chunk and tag names. */
const latin1 = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

function png(bytes: Uint8Array): ImageInfo | null {
  // The first chunk must be IHDR: length(4) type(4) width(4) height(4).
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte) || latin1(bytes, 12, 16) !== 'IHDR') return null;
  return { type: 'png', extension: 'png', width: view(bytes).getUint32(16), height: view(bytes).getUint32(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless...) carry the size; C4, C8 and CC do not. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame header
    const length = view(bytes).getUint16(at + 2);
    if (length < 2) return null;
    if (SOF.has(marker)) {
      if (at + 9 > bytes.length) return null;
      return { type: 'jpeg', extension: 'jpg', height: view(bytes).getUint16(at + 5), width: view(bytes).getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

const uint24 = (bytes: Uint8Array, at: number) => (bytes[at] as number) | ((bytes[at + 1] as number) << 8) | ((bytes[at + 2] as number) << 16);

function webp(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 30 || latin1(bytes, 0, 4) !== 'RIFF' || latin1(bytes, 8, 12) !== 'WEBP') return null;
  const chunk = latin1(bytes, 12, 16);
  const size = (width: number, height: number): ImageInfo => ({ type: 'webp', extension: 'webp', width, height });
  if (chunk === 'VP8 ') {
    // Lossy: a 3-byte frame tag, the start code 9D 01 2A, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return size(view(bytes).getUint16(26, true) & 0x3fff, view(bytes).getUint16(28, true) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    // Lossless: signature 0x2F, then width-1 and height-1 in 14 bits each.
    if (bytes[20] !== 0x2f) return null;
    const bits = view(bytes).getUint32(21, true);
    return size((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return size(uint24(bytes, 24) + 1, uint24(bytes, 27) + 1); // extended: canvas size - 1, 24 bits each
  return null;
}

export function inspectImage(bytes: Uint8Array): ImageInfo | null {
  const info = png(bytes) ?? jpeg(bytes) ?? webp(bytes);
  return info && info.width > 0 && info.height > 0 ? info : null;
}
