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

/** JPEG markers that start a frame (SOF0–SOF15 but DHT, JPG and DAC), which holds the size. */
const JPEG_FRAME = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** A PNG's or JPEG's width and height in pixels, read from its header; null for anything else. */
export function pngOrJpegSize(
  mimeType: string,
  bytes: Uint8Array,
): { width: number; height: number } | null {
  if (!isImageOfType(mimeType, bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (mimeType === 'image/png')
    return bytes.length >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
  if (mimeType !== 'image/jpeg') return null;
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (JPEG_FRAME.has(marker))
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}
