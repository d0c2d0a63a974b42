import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZBodyId } from '../common/integers.ts';
import { MEDIA_MIME_TYPES, ZUploadMediaRequest } from '../admin/upload-media.ts';
import { ZResultRequest } from './entities.ts';
import { ZChallengeOfMine } from './response-sheet.ts';

export const ZChallengeReason = z
  .string()
  .trim()
  .min(10, 'must say why the key is wrong, in at least 10 characters')
  .max(2000, 'must be at most 2000 characters');

export const ZChallengeKeyRequest = ZResultRequest.extend({
  questionId: ZBodyId,
  reason: ZChallengeReason,
  image: ZUploadMediaRequest.optional().describe(
    `An optional picture (${MEDIA_MIME_TYPES.join(', ')}, at most 2 MB), checked as staff uploads are`,
  ),
  keepImage: z
    .boolean()
    .default(true)
    .describe('When editing without a new image: keep the one sent before (false removes it)'),
});
export type TChallengeKeyRequest = z.input<typeof ZChallengeKeyRequest>;

export const challengeKey = defineEndpoint({
  ...API.challengeKey,
  summary:
    "Challenges a question's provisional key with a reason (and a picture): one per question, " +
    'changed by sending it again while the challenge window is open (409 outside it)',
  tags: ['results'],
  body: ZChallengeKeyRequest,
  response: okEnvelope(ZChallengeOfMine.extend({ questionId: z.number().int() })),
});
