import type { FastifyRequest } from 'fastify';
import { requireStudent, type AuthenticatedStudent } from '../plugins/auth.ts';
import type { SetScope } from '../routes/sets/service.ts';
import { studentWindows } from './student-windows.ts';

/**
 * The logged-in student of a call that does not need one (the catalogue's set lists): their
 * token when it is valid, else nobody (the open catalogue).
 */
async function optionalStudent(request: FastifyRequest): Promise<AuthenticatedStudent | null> {
  if ((request.student as AuthenticatedStudent | null) !== null) return request.student;
  if (!request.headers.authorization) return null;
  try {
    await requireStudent(request);
    return request.student;
  } catch {
    return null;
  }
}

/**
 * Whose sets a caller sees: the tenant's open catalogue, plus the scheduled sets whose windows
 * are for the logged-in student, each carrying its window (decision 018). `personal` says the
 * answer depends on the student (not to be cached per tenant).
 */
export async function setScopeOf(
  request: FastifyRequest,
): Promise<SetScope & { personal: boolean }> {
  const { orgId, instituteId } = request.tenant;
  const student = await optionalStudent(request);
  if (!student) return { orgId, instituteId, personal: false };
  const { visibleSetIds, windows } = await studentWindows(request.server.db, student);
  return {
    orgId,
    instituteId,
    scheduledSetIds: visibleSetIds,
    windows,
    personal: visibleSetIds.length > 0,
  };
}
