import type { FastifyInstance } from 'fastify';
import { uploadMedia } from '@exam/contracts/admin/upload-media';
import { ok } from '@exam/contracts/common/envelope';
import { route } from '../../../lib/route.ts';
import { requireStaff } from '../../../plugins/staff-auth.ts';
import { actorOf, bodyLimitForRoutes } from '../scope.ts';
import { uploadImage } from './service.ts';

/** A 2 MB image as base64 in JSON, with room for the other fields. */
const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;

export async function mediaUploadRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  bodyLimitForRoutes(app, UPLOAD_BODY_LIMIT);
  route(app, uploadMedia, async (request) =>
    ok(await uploadImage(app.db, actorOf(request), request.body)),
  );
}
