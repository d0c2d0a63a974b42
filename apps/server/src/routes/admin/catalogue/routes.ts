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
import { requireRole, requireStaff } from '../../../plugins/staff-auth.ts';
import { staffRoute } from '../staff-call.ts';
import * as categories from './categories.ts';
import * as exams from './exams.ts';

/**
 * Categories, sub-categories and exams: the organisation's catalogue, shared by its institutes.
 * Every staff member reads it; only an org-admin changes it.
 */
export async function adminCatalogueRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireStaff());
  const orgAdmin = { preHandler: requireRole(['org-admin']) };

  staffRoute(app, listCategories, ({ ctx }) => categories.listCategories(ctx.db, ctx.staff.orgId));
  staffRoute(
    app,
    createCategory,
    ({ ctx, input }) => categories.saveCategory(ctx, input.body),
    orgAdmin,
  );
  staffRoute(
    app,
    updateCategory,
    ({ ctx, input }) => categories.saveCategory(ctx, input.body, input.params.id),
    orgAdmin,
  );

  staffRoute(app, listSubCategories, ({ ctx, input }) =>
    categories.listSubCategories(ctx.db, ctx.staff.orgId, input.query.categoryId),
  );
  staffRoute(
    app,
    createSubCategory,
    ({ ctx, input }) => categories.saveSubCategory(ctx, input.body),
    orgAdmin,
  );
  staffRoute(
    app,
    updateSubCategory,
    ({ ctx, input }) => categories.saveSubCategory(ctx, input.body, input.params.id),
    orgAdmin,
  );

  staffRoute(app, listExams, ({ ctx, input }) => exams.listExams(ctx.db, ctx.staff, input.query));
  staffRoute(app, createExam, ({ ctx, input }) => exams.saveExam(ctx, input.body), orgAdmin);
  staffRoute(
    app,
    updateExam,
    ({ ctx, input }) => exams.saveExam(ctx, input.body, input.params.id),
    orgAdmin,
  );
}
