import { crc32 } from 'node:zlib';
import { Mp3Encoder } from '@breezystack/lamejs';

/**
 * Audio files for the warning-audio tests, made in code. `alarmMp3` (src/seed/audio.ts) is close to its
 * nominal length but not exact (its frames also hold the encoder's delay and padding: "alarmMp3(30)" measures
 * 30.07 s); the 30 s boundary needs a file whose
 * duration is exact, so these cut a 24 kHz MPEG-2 layer III stream at a frame boundary: 576 samples per
 * frame at 24 kHz is 24 ms, and 1250 frames are exactly 30.000 s.
 */
const SAMPLE_RATE = 24_000;
const FRAME_SECONDS = 576 / SAMPLE_RATE;
const BITRATES_MPEG2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160, 0];

function encodeTone(seconds: number): Buffer {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, 48);
  const samples = new Int16Array(Math.ceil(seconds * SAMPLE_RATE));
  for (let n = 0; n < samples.length; n++) samples[n] = Math.round(Math.sin((2 * Math.PI * 700 * n) / SAMPLE_RATE) * 8000);
  const parts = [encoder.encodeBuffer(samples), encoder.flush()];
  return Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
}

/**
 * The tone that mp3OfFrames cuts, encoded once per test process (encoding is most of a warning-audio test's
 * CPU) and then for a longer file only. A stream a second longer than the cut, so the last frame kept is whole.
 */
let encodedTone: Buffer | undefined;
let encodedToneSeconds = 0;
function toneOfAtLeast(seconds: number): Buffer {
  if (!encodedTone || encodedToneSeconds < seconds) {
    encodedToneSeconds = Math.max(seconds, 40);
    encodedTone = encodeTone(encodedToneSeconds);
  }
  return encodedTone;
}

/** An mp3 of exactly `frames` frames (frames × 24 ms). */
export function mp3OfFrames(frames: number): Buffer {
  const stream = toneOfAtLeast(frames * FRAME_SECONDS + 1);
  let offset = 0;
  for (let i = 0; i < frames; i++) {
    const b1 = stream[offset + 1] as number;
    const b2 = stream[offset + 2] as number;
    // MPEG-2 (version bits 10), layer III, 24 kHz: anything else means the encoder chose other settings.
    if (stream[offset] !== 0xff || b1 !== 0xf3 || ((b2 >> 2) & 0x03) !== 1) throw new Error(`unexpected frame header at ${offset}`);
    const bitrate = (BITRATES_MPEG2_L3[(b2 >> 4) & 0x0f] as number) * 1000;
    offset += Math.floor((72 * bitrate) / SAMPLE_RATE) + ((b2 >> 1) & 0x01);
  }
  // A copy: a test may change its file, and the next cut must not see that.
  return Buffer.from(stream.subarray(0, offset));
}

/** An mp3 of exactly `seconds`, which must be a whole number of 24 ms frames. */
export function mp3OfSeconds(seconds: number): Buffer {
  const frames = Math.round(seconds / FRAME_SECONDS);
  if (Math.abs(frames * FRAME_SECONDS - seconds) > 1e-9) throw new Error(`${seconds} s is not a whole number of frames`);
  return mp3OfFrames(frames);
}

/** A real WAV file (RIFF, 16-bit PCM mono): a different format that a renamed upload might carry. */
export function wavOfSeconds(seconds: number): Buffer {
  const rate = 8000;
  const dataBytes = Math.round(seconds * rate) * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(dataBytes, 40);
  return wav;
}

/**
 * An ID3v2.3 tag (a title frame) in front of an mp3, as tagging tools write it; `padding` zero bytes inside
 * the tag after its frames, which the format allows (tools leave room to edit the tag in place).
 */
export function withId3Tag(mp3: Buffer, title = 'Warning', padding = 0): Buffer {
  const text = Buffer.concat([Buffer.from([0]), Buffer.from(title, 'latin1')]);
  const frame = Buffer.alloc(10);
  frame.write('TIT2', 0);
  frame.writeUInt32BE(text.length, 4);
  const body = Buffer.concat([frame, text, Buffer.alloc(padding)]);
  const size = body.length;
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
  return Buffer.concat([header, body, mp3]);
}

/**
 * A Xing frame in front of an mp3 of these fixtures (mono MPEG-2 layer III), claiming `claimedFrames` frames:
 * players and tag readers (music-metadata among them) take the stream's length from it. Its header is the stream's first one, so the
 * frame has the same length; "Xing" sits after the 9 bytes of side information of a mono MPEG-2 frame.
 */
export function withXingFrame(mp3: Buffer, claimedFrames: number): Buffer {
  const b2 = mp3[2] as number;
  const length = Math.floor((72 * (BITRATES_MPEG2_L3[(b2 >> 4) & 0x0f] as number) * 1000) / SAMPLE_RATE) + ((b2 >> 1) & 0x01);
  const frame = Buffer.alloc(length);
  mp3.copy(frame, 0, 0, 4);
  frame.write('Xing', 4 + 9, 'latin1');
  frame.writeUInt32BE(0x0003, 4 + 9 + 4); // flags: the frame count and the stream's size are present
  frame.writeUInt32BE(claimedFrames, 4 + 9 + 8);
  frame.writeUInt32BE(claimedFrames * length, 4 + 9 + 12);
  return Buffer.concat([frame, mp3]);
}

/** An ID3v1 tag after an mp3: the last 128 bytes, starting "TAG". */
export function withId3v1Tag(mp3: Buffer, title = 'Warning'): Buffer {
  const tag = Buffer.alloc(128);
  tag.write('TAG', 0, 'latin1');
  tag.write(title.slice(0, 30), 3, 'latin1');
  return Buffer.concat([mp3, tag]);
}

/** A real zip archive of one stored (uncompressed) file, as appended to an mp3 to smuggle it in. */
export function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const fileName = Buffer.from(name);
  const checksum = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt32LE(checksum, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(checksum, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralStart = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralStart, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}
