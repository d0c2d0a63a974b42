import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import { okEnvelope } from '../common/envelope.ts';
import { ADMIN_API } from './admin-api.ts';
import { ZCategory, ZCategoryInput } from './catalogue-entities.ts';

export const ZCategoryResponse = okEnvelope(ZCategory);
export type TCategoryResponse = z.infer<typeof ZCategoryResponse>;

export const createCategory = defineEndpoint({
  ...ADMIN_API.createCategory,
  summary:
    'Adds an exam category (org-admin; the catalogue is shared by the organisation). A key in ' +
    'use: 409',
  tags: ['admin'],
  body: ZCategoryInput,
  response: ZCategoryResponse,
});
