import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of one colour, decodable by the server's checks and by a browser: a shade of grey (`[shade]`) or
 * an RGB colour (`[red, green, blue]`), 8 bits a channel. The API tests and the browser tests upload it.
 */
export function solidPng(width: number, height: number, colour: [number] | [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colour.length === 1 ? 0 : 2, 0, 0, 0], 8); // colour type 0 greyscale or 2 RGB, no interlace
  const pixel = Buffer.from(colour);
  const row = Buffer.concat([Buffer.from([0]), ...Array.from({ length: width }, () => pixel)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
