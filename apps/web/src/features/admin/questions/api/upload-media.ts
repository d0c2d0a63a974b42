import { ADMIN_API } from '@exam/contracts/admin/admin-api';
import type { TUploadMediaResponse } from '@exam/contracts/admin/upload-media';
import { adminCall } from '../../lib/admin-client';

export type TUploadedMedia = TUploadMediaResponse['response'];

/** The file's bytes as base64 without the data: prefix, as the media contract takes them. */
async function base64Of(file: Blob) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** Stores an image; resolves to its /media/<sha256> path. */
export const uploadMedia = async (file: File) =>
  adminCall<TUploadedMedia>(ADMIN_API.uploadMedia, {
    body: { fileName: file.name || 'image', mimeType: file.type, dataBase64: await base64Of(file) },
  });
