import { ilike, or } from 'drizzle-orm';
import type { TSearchResult } from '@exam/contracts/search/search';
import type { Db } from '../../db/client.ts';
import { examCategories, exams, questionSets } from '../../db/schema.ts';
import { selectCategories, selectExams, toExam } from '../catalogue/service.ts';
import { selectSets, type SetScope } from '../sets/service.ts';

const LIMIT = 20;

/** Case-insensitive match of every word against English and Hindi names. */
export async function searchCatalogue(db: Db, scope: SetScope, q: string): Promise<TSearchResult> {
  const { orgId } = scope;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\s+/g, '%')}%`;
  const [categories, examRows, sets] = await Promise.all([
    selectCategories(
      db,
      orgId,
      or(ilike(examCategories.name, pattern), ilike(examCategories.nameHi, pattern)),
    ),
    selectExams(db, scope, or(ilike(exams.name, pattern), ilike(exams.nameHi, pattern))).limit(
      LIMIT,
    ),
    selectSets(
      db,
      scope,
      or(ilike(questionSets.name, pattern), ilike(questionSets.nameHi, pattern)),
    ),
  ]);
  return { categories, exams: examRows.map(toExam), sets: sets.slice(0, LIMIT) };
}
