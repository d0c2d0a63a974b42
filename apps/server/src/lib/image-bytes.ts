/** The first bytes of each image type the platform stores: bytes must be what their name says. */
const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'image/png': (b) => [137, 80, 78, 71, 13, 10, 26, 10].every((byte, i) => b[i] === byte),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(latin1(b, 0, 6)),
  'image/webp': (b) => latin1(b, 0, 4) === 'RIFF' && latin1(b, 8, 12) === 'WEBP',
};

const latin1 = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString('latin1');

/** Whether `bytes` really are an image of `mimeType` (PNG, JPEG, GIF or WebP). */
export const isImageOfType = (mimeType: string, bytes: Uint8Array) =>
  SIGNATURES[mimeType]?.(bytes) ?? false;
