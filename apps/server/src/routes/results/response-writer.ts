import { createHash } from 'node:crypto';
import { ok } from '@exam/contracts/common/envelope';
import type { AttemptKey, Student } from '../attempts/service.ts';
import type { ResultDeps } from './cache.ts';
import { headOf, withCutoff, ZReport, ZStoredSections, type Head } from './report.ts';
import { storedResult } from './repository.ts';
import { submittedAttempt } from './submitted-attempt.ts';

/** An object's members as JSON.stringify writes them inside its braces (`"a":1,"b":[…]`). */
export const jsonMembers = (value: object) =>
  Object.entries(value)
    .filter(([, member]) => member !== undefined)
    .map(([name, member]) => `${JSON.stringify(name)}:${JSON.stringify(member)}`)
    .join(',');

/**
 * The result's success body: the members of `ok()` in its order, its `response` written from the
 * head's members and the report's, which are serialised once per attempt and kept.
 */
export function resultBodyJson(headMembers: string, reportMembers: string) {
  const { response: _response, ...envelope } = ok(null);
  return `{${jsonMembers(envelope)},"response":{${headMembers},${reportMembers}}}`;
}

/**
 * The result call's whole success body (DESIGN.md §8: p99 ≤ 50 ms with 10,000 candidates): a key
 * that changes whenever the body does (the submission, the set's content version, and the head:
 * rank, set and student as they are now), and the writer of its JSON, called only when no
 * compressed copy is kept under the key. The report is checked against the contract and
 * serialised once per attempt; each request adds the head, which is not validated again.
 */
export async function resultAnswer(
  deps: ResultDeps,
  student: Student,
  key: AttemptKey,
): Promise<{ key: string; json: () => Promise<string> }> {
  const row = await submittedAttempt(deps, student, key);
  // Keyed by the submission (a reopened attempt, submitted again, has a new report) and by the
  // set's content version (a key correction rescores it; decision 020).
  const reportKey = `${row.id}:${row.submittedAt.getTime()}:${row.contentVersion}`;
  const { sections, members } = await deps.reports(reportKey, async () => {
    const stored = await storedResult(deps.queries, row.id);
    return {
      sections: ZStoredSections.parse(stored.sections),
      members: jsonMembers(withCutoff(ZReport.parse(stored), row)),
    };
  });
  const head: Head = await headOf(deps, student, row, sections);
  const headMembers = jsonMembers(head);
  const headHash = createHash('sha1').update(headMembers).digest('base64url');
  return {
    key: `${reportKey}:${headHash}`,
    json: async () => resultBodyJson(headMembers, members),
  };
}
