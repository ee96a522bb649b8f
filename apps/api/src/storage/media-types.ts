/**
 * The type a stored file is served with, from its extension. The extension was chosen from the file's checked
 * bytes when it was saved (never from the client's name), so this is the type of the checked content.
 */
const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

export const contentTypeOf = (key: string) => MEDIA_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
