import type { FastifyInstance } from 'fastify';
import { createCategory } from '@exam/contracts/admin/create-category';
import { createExam } from '@exam/contracts/admin/create-exam';
import { createSubCategory } from '@exam/contracts/admin/create-sub-category';
import { listCategories } from '@exam/contracts/admin/list-categories';
import { listExams } from '@exam/contracts/admin/list-exams';
import { listSubCategories } from '@exam/contracts/admin/list-sub-categories';
import { updateCategory } from '@exam/contracts/admin/update-category';
import { updateExam } from '@exam/contracts/admin/update-exam';
import { updateSubCategory } from '@exam/contracts/admin/update-sub-category';
import { ok } from '@exam/contracts/common/envelope';
import { route } from '../../../lib/route.ts';
import { requireRole, requireStaff } from '../../../plugins/staff-auth.ts';
import { actorOf } from '../scope.ts';
import * as categories from './categories.ts';
import * as exams from './exams.ts';

/**
 * Categories, sub-categories and exams: the organisation's catalogue, shared by its institutes.
 * Every staff member reads it; only an org-admin changes it.
 */
export async function adminCatalogueRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  const { db } = app;
  const orgAdmin = { preHandler: requireRole(['org-admin']) };

  route(app, listCategories, async ({ staff }) =>
    ok(await categories.listCategories(db, staff.orgId)),
  );
  route(
    app,
    createCategory,
    async (request) => ok(await categories.saveCategory(db, actorOf(request), request.body)),
    orgAdmin,
  );
  route(
    app,
    updateCategory,
    async (request) =>
      ok(await categories.saveCategory(db, actorOf(request), request.body, request.params.id)),
    orgAdmin,
  );

  route(app, listSubCategories, async ({ staff, query }) =>
    ok(await categories.listSubCategories(db, staff.orgId, query.categoryId)),
  );
  route(
    app,
    createSubCategory,
    async (request) => ok(await categories.saveSubCategory(db, actorOf(request), request.body)),
    orgAdmin,
  );
  route(
    app,
    updateSubCategory,
    async (request) =>
      ok(await categories.saveSubCategory(db, actorOf(request), request.body, request.params.id)),
    orgAdmin,
  );

  route(app, listExams, async ({ staff, query }) => ok(await exams.listExams(db, staff, query)));
  route(
    app,
    createExam,
    async (request) => ok(await exams.saveExam(db, request.staff, actorOf(request), request.body)),
    orgAdmin,
  );
  route(
    app,
    updateExam,
    async (request) =>
      ok(
        await exams.saveExam(db, request.staff, actorOf(request), request.body, request.params.id),
      ),
    orgAdmin,
  );
}
