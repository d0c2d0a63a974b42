import { and, eq, sql } from 'drizzle-orm';
import type { TChallengeKeyRequest } from '@exam/contracts/results/challenge-key';
import { saveMedia } from '../../bank/store.ts';
import { keyChallenges, questions } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkedImageBytes } from '../admin/media/service.ts';
import type { Student } from '../attempts/service.ts';
import type { ResultDeps } from '../results/cache.ts';
import { submittedAttempt } from '../results/submitted-attempt.ts';
import { challengeOfMine } from './response-sheet.ts';
import { assertChallengeOpen, windowWithNow } from './window.ts';

type Request = Omit<TChallengeKeyRequest, 'studentId' | 'attemptNo' | 'keepImage'> & {
  attemptNo: number;
  keepImage: boolean;
};

/**
 * Sends or changes the candidate's challenge of one question's key (decision 049): their own
 * submitted attempt of a window whose challenge window is open; a decided challenge stays as it is.
 */
export async function challengeKey(deps: ResultDeps, student: Student, body: Request) {
  const row = await submittedAttempt(deps, student, body, { staffView: true });
  if (row.scheduleId === null)
    throw new AppError(
      'CONFLICT',
      'This exam was not held in a window: its answer key cannot be challenged.',
    );
  const { window, now } = await windowWithNow(deps.db, row.scheduleId);
  assertChallengeOpen(window, now);
  const [question] = await deps.db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.id, body.questionId), eq(questions.setId, row.setId)));
  if (!question)
    throw new AppError('NOT_FOUND', `Question ${body.questionId} is not in this paper.`);

  const image = body.image ? checkedImageBytes(body.image, 'body.image.dataBase64') : null;
  const saved =
    image && body.image
      ? await saveMedia(deps.db, student.orgId, image, body.image.mimeType)
      : null;
  const imageSha256 = saved?.sha256 ?? null;
  const [stored] = await deps.db
    .insert(keyChallenges)
    .values({
      orgId: student.orgId,
      scheduleId: row.scheduleId,
      setId: row.setId,
      questionId: question.id,
      studentId: student.studentId,
      reason: body.reason,
      imageSha256,
    })
    .onConflictDoUpdate({
      target: [keyChallenges.scheduleId, keyChallenges.studentId, keyChallenges.questionId],
      set: {
        reason: body.reason,
        imageSha256: saved
          ? imageSha256
          : body.keepImage
            ? sql`${keyChallenges.imageSha256}`
            : null,
        updatedAt: sql`now()`,
      },
      setWhere: eq(keyChallenges.status, 'pending'),
    })
    .returning();
  if (!stored)
    throw new AppError(
      'CONFLICT',
      'Your challenge of this question has been decided already: it can no longer be changed.',
    );
  return { questionId: question.id, ...challengeOfMine(stored) };
}
