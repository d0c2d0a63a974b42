import type { FastifyInstance } from 'fastify';
import { staffAuthRoutes } from './auth/routes.ts';
import { mediaUploadRoutes } from './media/routes.ts';
import { questionRoutes } from './questions/routes.ts';

/** Every staff call under /v2/api/admin (DESIGN.md §9a); each folder guards itself with requireStaff. */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(staffAuthRoutes);
  await app.register(mediaUploadRoutes);
  await app.register(questionRoutes);
}
