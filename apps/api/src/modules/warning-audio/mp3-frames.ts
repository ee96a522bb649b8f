/**
 * An mp3's length measured by walking its MPEG layer III frames, never by what a header claims: a Xing, Info
 * or VBRI frame (which says how many frames follow) and ID3 tags (which may state a length) are not read for
 * it. Every byte must be accounted for: an ID3v2 tag first, then frames back to back, then at most an APEv2 tag
 * and an ID3v1 tag. Anything else after the last frame (a zip appended, zero padding) is reported, as is a file
 * whose tags outweigh its audio.
 */
export type Mp3Reading =
  | { kind: 'audio'; seconds: number }
  /** Not one whole frame where the audio starts. */
  | { kind: 'unreadable' }
  /** Bytes after the last frame that are neither a frame nor a tag. */
  | { kind: 'trailing-data' }
  /** Tags and their padding bigger than the audio (past TAG_ALLOWANCE_BYTES). */
  | { kind: 'mostly-not-audio' };

/** Room for tags whatever the audio's size: a title, an artist and a small cover picture. */
export const TAG_ALLOWANCE_BYTES = 128 * 1024;

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 0],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0],
};
/** By the header's version bits: 00 MPEG 2.5, 10 MPEG 2, 11 MPEG 1 (01 is reserved). */
const SAMPLE_RATES: Record<number, readonly number[]> = { 0: [11025, 12000, 8000], 2: [22050, 24000, 16000], 3: [44100, 48000, 32000] };

type Frame = { version: number; sampleRate: number; samples: number; length: number; mono: boolean };

/** The layer III frame whose header starts at `offset`, or null where there is none. */
function frameAt(bytes: Uint8Array, offset: number): Frame | null {
  if (offset + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = [bytes[offset]!, bytes[offset + 1]!, bytes[offset + 2]!, bytes[offset + 3]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  const bitrateIndex = (b2 >> 4) & 0x0f;
  const rateIndex = (b2 >> 2) & 0x03;
  const rates = SAMPLE_RATES[version];
  if (!rates || layer !== 0x01 || bitrateIndex === 0 || bitrateIndex === 0x0f || rateIndex === 0x03) return null;
  const mpeg1 = version === 3;
  const bitrate = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[bitrateIndex]! * 1000;
  const sampleRate = rates[rateIndex]!;
  const samples = mpeg1 ? 1152 : 576;
  const padding = (b2 >> 1) & 0x01;
  return { version, sampleRate, samples, length: Math.floor(((samples / 8) * bitrate) / sampleRate) + padding, mono: b3 >> 6 === 0x03 };
}

const textAt = (bytes: Uint8Array, offset: number, text: string) =>
  offset >= 0 && [...text].every((character, index) => bytes[offset + index] === character.charCodeAt(0));

/** Where the audio starts: after an ID3v2 tag (its size is syncsafe; a footer adds 10 bytes). */
function audioStart(bytes: Uint8Array): number {
  if (!textAt(bytes, 0, 'ID3') || bytes.length < 10) return 0;
  const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
  return 10 + size + ((bytes[5]! & 0x10) !== 0 ? 10 : 0);
}

/** Where the audio ends: before an ID3v1 tag (the last 128 bytes, "TAG") and an APEv2 tag ahead of it. */
function audioEnd(bytes: Uint8Array): number {
  let end = bytes.length;
  if (end >= 128 && textAt(bytes, end - 128, 'TAG')) end -= 128;
  const footer = end - 32;
  if (textAt(bytes, footer, 'APETAGEX')) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const size = view.getUint32(footer + 12, true); // the items and the footer
    const hasHeader = (view.getUint32(footer + 20, true) & 0x80000000) !== 0;
    end -= size + (hasHeader ? 32 : 0);
  }
  return end;
}

/** A Xing or Info frame (after the side information) or a VBRI frame (at 32): a header about the stream, not audio. */
function isInfoFrame(bytes: Uint8Array, offset: number, frame: Frame): boolean {
  const sideInformation = frame.version === 3 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
  const at = offset + 4 + sideInformation;
  return textAt(bytes, at, 'Xing') || textAt(bytes, at, 'Info') || textAt(bytes, offset + 36, 'VBRI');
}

export function readMp3(bytes: Uint8Array): Mp3Reading {
  const start = audioStart(bytes);
  const end = audioEnd(bytes);
  const first = frameAt(bytes, start);
  let offset = start;
  let audioFrames = 0;
  // Every frame must continue the first one's stream: the same version and sample rate.
  for (let frame = first; frame && offset + frame.length <= end; frame = frameAt(bytes, offset)) {
    if (frame.version !== first!.version || frame.sampleRate !== first!.sampleRate) break;
    if (offset !== start || !isInfoFrame(bytes, offset, frame)) audioFrames += 1;
    offset += frame.length;
  }
  if (!first || audioFrames === 0) return { kind: 'unreadable' };
  if (offset < end) return { kind: 'trailing-data' };
  const frameBytes = offset - start;
  if (bytes.length - frameBytes > Math.max(frameBytes, TAG_ALLOWANCE_BYTES)) return { kind: 'mostly-not-audio' };
  return { kind: 'audio', seconds: (audioFrames * first.samples) / first.sampleRate };
}
