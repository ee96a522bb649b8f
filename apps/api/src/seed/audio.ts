import { Mp3Encoder } from '@breezystack/lamejs';

/**
 * A real mp3 (MPEG-1/2 layer III) of a two-tone alarm, made in code so that demo data and tests need no
 * audio tools on the machine. 22.05 kHz mono at 32 kbps: about 4 KB a second.
 */
export function alarmMp3(seconds: number, frequencies: readonly [number, number] = [880, 660]): Buffer {
  const sampleRate = 22050;
  const encoder = new Mp3Encoder(1, sampleRate, 32);
  const total = Math.round(seconds * sampleRate);
  const chunk = 1152 * 10;
  const parts: Uint8Array[] = [];
  for (let start = 0; start < total; start += chunk) {
    const length = Math.min(chunk, total - start);
    const samples = new Int16Array(length);
    for (let n = 0; n < length; n++) {
      const t = (start + n) / sampleRate;
      const frequency = Math.floor(t * 2) % 2 === 0 ? frequencies[0] : frequencies[1];
      samples[n] = Math.round(Math.sin(2 * Math.PI * frequency * t) * 9000);
    }
    parts.push(encoder.encodeBuffer(samples));
  }
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength)));
}
