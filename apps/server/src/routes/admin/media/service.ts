import type { TUploadMediaRequest } from '@exam/contracts/admin/upload-media';
import { MEDIA_MAX_BYTES } from '@exam/contracts/admin/upload-media';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { saveMedia, writeAudit, type Actor } from '../../../bank/store.ts';
import { isImageOfType } from '../../../lib/image-bytes.ts';

/** The image's bytes, refused (400 naming `field`) above 2 MB or when not of the type named. */
export function checkedImageBytes(
  input: Pick<TUploadMediaRequest, 'dataBase64' | 'mimeType'>,
  field = 'body.dataBase64',
) {
  const bytes = Buffer.from(input.dataBase64, 'base64');
  if (bytes.byteLength > MEDIA_MAX_BYTES) {
    throw new AppError('BAD_REQUEST', 'The image must be at most 2 MB.', field);
  }
  if (!isImageOfType(input.mimeType, bytes)) {
    throw new AppError(
      'BAD_REQUEST',
      `The file is not a ${input.mimeType.replace('image/', '').toUpperCase()} image.`,
      field,
    );
  }
  return bytes;
}

export async function uploadImage(db: Db, actor: Actor, input: TUploadMediaRequest) {
  const bytes = checkedImageBytes(input);
  const saved = await saveMedia(db, actor.orgId, bytes, input.mimeType);
  await writeAudit(db, actor, {
    action: 'upload',
    entity: 'media',
    entityId: saved.sha256,
    after: { fileName: input.fileName, mimeType: input.mimeType, byteSize: bytes.byteLength },
  });
  return { ...saved, mimeType: input.mimeType, byteSize: bytes.byteLength };
}
