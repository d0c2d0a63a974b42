import type { FastifyInstance } from 'fastify';
import { ok } from '@exam/contracts/common/envelope';
import { getCategories } from '@exam/contracts/catalogue/get-categories';
import { getExamById } from '@exam/contracts/catalogue/get-exam-by-id';
import { getExamsByCategory } from '@exam/contracts/catalogue/get-exams-by-category';
import { getExamsBySubCategory } from '@exam/contracts/catalogue/get-exams-by-sub-category';
import { getExamsPage } from '@exam/contracts/catalogue/get-exams-page';
import { getSubCategories } from '@exam/contracts/catalogue/get-sub-categories';
import { getTemplateIdByExam } from '@exam/contracts/catalogue/get-template-id';
import { getTemplateSections } from '@exam/contracts/catalogue/get-template-sections';
import { route } from '../../lib/route.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import * as catalogue from './service.ts';

export async function catalogueRoutes(app: FastifyInstance, { cacheMs }: { cacheMs: number }) {
  const cached = ttlCache(cacheMs);
  // Listings change only on import and are cached: a replica's moment behind is within the cache's.
  const db = app.readDb;
  route(app, getExamsPage, async ({ body, tenant }) =>
    ok(
      await cached(`page:${tenant.orgId}:${tenant.instituteId}:${body.page}:${body.size}`, () =>
        catalogue.listExamsPage(db, tenant, body.page, body.size),
      ),
    ),
  );
  route(app, getExamsByCategory, async ({ params, tenant }) =>
    ok(
      await cached(`category:${tenant.orgId}:${tenant.instituteId}:${params.id}`, () =>
        catalogue.listExamsByCategory(db, tenant, params.id),
      ),
    ),
  );
  route(app, getExamsBySubCategory, async ({ params, tenant }) =>
    ok(
      await cached(`sub-category:${tenant.orgId}:${tenant.instituteId}:${params.id}`, () =>
        catalogue.listExamsBySubCategory(db, tenant, params.id),
      ),
    ),
  );
  route(app, getCategories, async ({ tenant }) =>
    ok(
      await cached(`categories:${tenant.orgId}`, () =>
        catalogue.selectCategories(db, tenant.orgId),
      ),
    ),
  );
  route(app, getSubCategories, async ({ params, tenant }) =>
    ok(
      await cached(`sub-categories:${tenant.orgId}:${params.id}`, () =>
        catalogue.listSubCategories(db, tenant.orgId, params.id),
      ),
    ),
  );
  route(app, getExamById, async ({ params, tenant }) =>
    ok(
      await cached(`exam:${tenant.orgId}:${tenant.instituteId}:${params.id}`, () =>
        catalogue.findExam(db, tenant, params.id),
      ),
    ),
  );
  route(app, getTemplateIdByExam, async ({ params, tenant }) =>
    ok(await catalogue.findTemplateIdOfExam(db, tenant.orgId, params.id)),
  );
  route(app, getTemplateSections, async ({ params, tenant }) =>
    ok(await catalogue.findTemplateWithSections(db, tenant.orgId, params.id)),
  );
}
