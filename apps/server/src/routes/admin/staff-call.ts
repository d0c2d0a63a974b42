import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@exam/contracts/common/endpoint';
import { ok } from '@exam/contracts/common/envelope';
import { writeAudit, type Actor, type Tx } from '../../bank/store.ts';
import type { Db } from '../../db/client.ts';
import { route, type EndpointRequest } from '../../lib/route.ts';
import type { AuthenticatedStaff } from '../../plugins/staff-auth.ts';
import { actorOf } from './scope.ts';

/** Who calls and through what: every staff handler and write takes this first. */
export interface StaffCtx {
  db: Db;
  staff: AuthenticatedStaff;
  actor: Actor;
}

/** The caller's context of a request under requireStaff. */
export const ctxOf = (request: FastifyRequest): StaffCtx => ({
  db: request.server.db,
  staff: request.staff,
  actor: actorOf(request),
});

/** A staff handler's one argument: who calls, and the call's validated params, query and body. */
export interface StaffCall<E extends Endpoint> {
  ctx: StaffCtx;
  input: Pick<EndpointRequest<E>, 'params' | 'query' | 'body'>;
  /** The request itself, for what depends on where it came from (the institute's site address). */
  request: FastifyRequest;
}

/** What a handler answers: the `response` of the endpoint's ok() envelope. */
export type Answer<E extends Endpoint> =
  z.input<E['response']> extends { response: infer R } ? R : never;

/**
 * Registers a staff endpoint the way cal.com's `*.handler.ts` are called: the handler gets one
 * `{ ctx, input }` and decides; its answer goes out in the ok() envelope. The route file only wires
 * (contract, guard, handler); SQL lives in the folder's store or read/write modules.
 */
export function staffRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (call: StaffCall<E>) => Promise<Answer<E>>,
  options: Pick<RouteShorthandOptions, 'config' | 'onRequest' | 'preHandler'> = {},
) {
  route(
    app,
    endpoint,
    async (request: EndpointRequest<E>, _reply: FastifyReply) =>
      ok(
        await handler({
          ctx: ctxOf(request),
          input: request,
          request,
        }),
      ) as z.input<E['response']>,
    options,
  );
}

/** What the audit log records of a change (DESIGN.md §9a). */
export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** The audit entries of one kind of entity: `audit(action, id, { before, after })`. */
export const auditOf =
  (entity: string) =>
  (
    action: string,
    entityId: string | number | null,
    change: Pick<AuditEntry, 'before' | 'after'> = {},
  ) =>
    ({ action, entity, entityId, ...change }) satisfies AuditEntry;

/** The entry of a created (`before` null) or updated row: the row as it was and as it is. */
export const saved = (entity: string, before: unknown, after: { id: number }) =>
  auditOf(entity)(before ? 'update' : 'create', after.id, { before, after });

/**
 * A staff change in one transaction with its audit entries: `audit(entry)` records one, written in
 * the same transaction after the change, so no change commits without its entry nor an entry
 * without its change.
 */
export function auditedWrite<T>(
  ctx: Pick<StaffCtx, 'db' | 'actor'>,
  change: (tx: Tx, audit: (entry: AuditEntry) => void) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const entries: AuditEntry[] = [];
    const result = await change(tx, (entry) => entries.push(entry));
    for (const entry of entries) await writeAudit(tx, ctx.actor, entry);
    return result;
  });
}
