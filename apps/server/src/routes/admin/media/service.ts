import type { TUploadMediaRequest } from '@exam/contracts/admin/upload-media';
import { MEDIA_MAX_BYTES } from '@exam/contracts/admin/upload-media';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { saveMedia, writeAudit, type Actor } from '../../../bank/store.ts';

/** The first bytes of each accepted image type: the bytes must be what the upload says they are. */
const SIGNATURES: Record<TUploadMediaRequest['mimeType'], (b: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export async function uploadImage(db: Db, actor: Actor, input: TUploadMediaRequest) {
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (bytes.byteLength > MEDIA_MAX_BYTES) {
    throw new AppError('BAD_REQUEST', 'The image must be at most 2 MB.', 'body.dataBase64');
  }
  if (!SIGNATURES[input.mimeType](bytes)) {
    throw new AppError(
      'BAD_REQUEST',
      `The file is not a ${input.mimeType.replace('image/', '').toUpperCase()} image.`,
      'body.dataBase64',
    );
  }
  const saved = await saveMedia(db, actor.orgId, bytes, input.mimeType);
  await writeAudit(db, actor, {
    action: 'upload',
    entity: 'media',
    entityId: saved.sha256,
    after: { fileName: input.fileName, mimeType: input.mimeType, byteSize: bytes.byteLength },
  });
  return { ...saved, mimeType: input.mimeType, byteSize: bytes.byteLength };
}
