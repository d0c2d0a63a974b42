import { z } from 'zod';
import { API } from '../api.ts';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ZIdList } from '../sets/get-sets-by-ids.ts';

export const ZQuizSetStats = z.object({
  setId: z.number().int(),
  attemptedUsers: z.number().int().describe('Students with a finished attempt of the set'),
  yourRank: z
    .number()
    .int()
    .nullable()
    .describe("The caller's rank by best score (ties share a rank); null before a finish"),
  yourBestScore: z.number().int().nullable(),
  rating: z
    .number()
    .nullable()
    .describe(
      "Average of the students' best scores as a share of the questions, 0–5; null unrated",
    ),
});
export type TQuizSetStats = z.infer<typeof ZQuizSetStats>;

export const getQuizStats = defineEndpoint({
  ...API.getQuizStats,
  summary:
    'Figures of quiz/practice/GK set cards (comma-joined set ids): attempted users, the ' +
    "caller's rank and a rating. Unknown or another organisation's sets: 404",
  tags: ['quiz'],
  params: z.object({ ids: ZIdList }),
  response: okEnvelope(z.array(ZQuizSetStats)),
});
