import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { blocks, centres, districts, institutes, students } from '../../../db/schema.ts';
import { inOrder } from '../../../lib/in-order.ts';
import type { AuthenticatedStaff } from '../../../plugins/staff-auth.ts';
import { studentScope } from './store.ts';

/** The filter values of the students page: the organisation's centres and places, the scope's classes. */
export async function readStudentFilters(db: Db, staff: AuthenticatedStaff) {
  const orgCentres = db
    .select({ id: centres.districtId })
    .from(centres)
    .where(eq(centres.orgId, staff.orgId));
  const studentDistricts = db
    .select({ id: students.districtId })
    .from(students)
    .where(studentScope(staff));
  const orgBlocks = db
    .select({ id: centres.blockId })
    .from(centres)
    .where(eq(centres.orgId, staff.orgId));
  const studentBlocks = db
    .select({ id: students.blockId })
    .from(students)
    .where(studentScope(staff));
  const [centreRows, classRows, sectionRows, districtRows, blockRows, instituteRows] =
    await inOrder([
      db
        .select({
          id: centres.id,
          key: centres.key,
          name: centres.name,
          districtId: centres.districtId,
          blockId: centres.blockId,
        })
        .from(centres)
        .where(eq(centres.orgId, staff.orgId))
        .orderBy(asc(centres.name)),
      db
        .selectDistinct({ value: students.studentClass })
        .from(students)
        .where(and(studentScope(staff), ne(students.studentClass, 0)))
        .orderBy(asc(students.studentClass)),
      db
        .selectDistinct({ value: students.studentSection })
        .from(students)
        .where(and(studentScope(staff), ne(students.studentClass, 0)))
        .orderBy(asc(students.studentSection)),
      db
        .select({ id: districts.id, name: districts.name, nameHi: districts.nameHi })
        .from(districts)
        .where(or(inArray(districts.id, orgCentres), inArray(districts.id, studentDistricts)))
        .orderBy(asc(districts.name)),
      db
        .select({
          id: blocks.id,
          name: blocks.name,
          nameHi: blocks.nameHi,
          districtId: blocks.districtId,
        })
        .from(blocks)
        .where(or(inArray(blocks.id, orgBlocks), inArray(blocks.id, studentBlocks)))
        .orderBy(asc(blocks.name)),
      db
        .select({ id: institutes.id, name: institutes.name })
        .from(institutes)
        .where(
          staff.instituteId === null
            ? eq(institutes.orgId, staff.orgId)
            : eq(institutes.id, staff.instituteId),
        )
        .orderBy(asc(institutes.name)),
    ] as const);
  return {
    centres: centreRows,
    classes: classRows.map((r) => r.value),
    sections: sectionRows.map((r) => r.value).filter((s) => s !== '' && s !== '0'),
    districts: districtRows,
    blocks: blockRows,
    institutes: instituteRows,
  };
}
