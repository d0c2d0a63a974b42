import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { TErrorResponse } from '@exam/contracts/common/envelope';
import { AppError } from '../lib/app-error.ts';
import {
  isDatabaseUnavailable,
  isWriteConflict,
  RETRY_AFTER_SECONDS,
} from '../lib/database-errors.ts';

export const errorBody = (
  statusCode: number,
  code: string,
  message: string,
  fieldErrors?: TErrorResponse['fieldErrors'],
  window?: TErrorResponse['window'],
  site?: TErrorResponse['site'],
): TErrorResponse => ({
  statusCode,
  status: 0,
  code,
  message,
  errors: fieldErrors?.length ? fieldErrors.map((f) => `${f.field}: ${f.message}`) : [message],
  ...(fieldErrors && { fieldErrors }),
  ...(window && { window }),
  ...(site && { site }),
  response: null,
});

/** Central error handler: a client's mistake gets a message it can act on; internals stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const fieldErrors = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { field: path ? `${where}.${path}` : where, message: issue.message ?? 'is invalid' };
      });
      const first = fieldErrors[0];
      const message = first ? `${first.field} ${first.message}` : 'The request is invalid.';
      return reply.code(400).send(errorBody(400, 'BAD_REQUEST', message, fieldErrors));
    }
    if (error instanceof AppError) {
      const fieldErrors = error.field
        ? [{ field: error.field, message: error.message }]
        : undefined;
      return reply
        .code(error.statusCode)
        .send(
          errorBody(
            error.statusCode,
            error.code,
            error.message,
            fieldErrors,
            error.window,
            error.site,
          ),
        );
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is restarting, unreachable or too slow. The client keeps what it
      // sent (the exam panel's outbox) and tries again.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(errorBody(503, 'UNAVAILABLE', UNAVAILABLE_MESSAGE));
    }
    if (isWriteConflict(error)) {
      // Two writes raced (e.g. two staff members creating the same key at once): nothing was
      // written by this request, and trying again gives a clear answer.
      request.log.warn({ err: error }, 'write conflict');
      return reply.code(409).send(errorBody(409, 'CONFLICT', CONFLICT_MESSAGE));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its contract',
      );
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limit.
      const message = clientMessage(error);
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.code ?? 'BAD_REQUEST', message));
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return reply
      .code(500)
      .send(errorBody(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
  });
});

export const CONFLICT_MESSAGE =
  'Someone else changed the same thing at the same moment, so nothing was saved. Please try again.';

export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable: its database cannot be reached. Please try again in a few seconds.';

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    default:
      return error.message;
  }
}
