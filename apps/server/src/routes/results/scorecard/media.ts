import { and, eq, inArray } from 'drizzle-orm';
import type { TResultReview } from '@exam/contracts/results/entities';
import type { Db } from '../../../db/client.ts';
import { media } from '../../../db/schema.ts';
import type { MediaImage } from './rich-layout.ts';

const MEDIA_REF = /\/media\/([0-9a-f]{64})/g;

/** The organisation's media that the review's questions and options show, by SHA-256. */
export async function mediaOfReview(
  db: Db,
  orgId: number,
  review: {
    questions: Pick<
      TResultReview['questions'][number],
      'questionTextEn' | 'questionTextHi' | 'options'
    >[];
  },
): Promise<Map<string, MediaImage>> {
  const texts = review.questions.flatMap((q) => [
    q.questionTextEn,
    q.questionTextHi ?? '',
    ...q.options.flatMap((o) => [o.optionTextEn, o.optionTextHi ?? '']),
  ]);
  const hashes = [
    ...new Set(texts.flatMap((text) => [...text.matchAll(MEDIA_REF)].map((m) => m[1] ?? ''))),
  ];
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({ sha256: media.sha256, mimeType: media.mimeType, bytes: media.bytes })
    .from(media)
    .where(and(eq(media.orgId, orgId), inArray(media.sha256, hashes)));
  return new Map(
    rows.map((r) => [r.sha256, { mimeType: r.mimeType, bytes: Buffer.from(r.bytes) }]),
  );
}
