import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  completeStaffPasswordReset,
  PASSWORD_RESET_SENT,
  requestStaffPasswordReset,
} from '@exam/contracts/admin/password-reset';
import { ok } from '@exam/contracts/common/envelope';
import {
  completePasswordReset,
  requestPasswordReset,
} from '@exam/contracts/students/password-reset';
import { route } from '../lib/route.ts';
import { attemptLimit } from '../routes/students/rate-limit.ts';
import { createResetToken, useResetToken, type AccountKind } from './service.ts';
import { resetMail, siteLogoOf } from './reset-mail.ts';
import { instituteSiteOf } from '../sites/other-institute.ts';

const TOO_MANY = 'Too many password reset requests. Please wait a minute and try again.';

/** Where each kind of account chooses its new password (the web app's pages). */
const RESET_PAGE: Record<AccountKind, string> = {
  student: '/reset-password',
  staff: '/admin/reset-password',
};

function resetRoutes(kind: AccountKind) {
  return async (app: FastifyInstance) => {
    const { limits } = app.auth;
    const limit = attemptLimit(app, TOO_MANY, [
      {
        name: `${kind}-reset-email`,
        max: limits.loginMaxPerUsername,
        key: (request: FastifyRequest) => (request.body as { email: string }).email,
      },
      { name: `${kind}-reset-ip`, max: limits.loginMaxPerIp, key: (request) => request.ip },
    ]);
    const useLimit = attemptLimit(app, TOO_MANY, [
      { name: `${kind}-reset-use-ip`, max: limits.loginMaxPerIp, key: (request) => request.ip },
    ]);
    const { mail } = app;

    route(
      app,
      kind === 'student' ? requestPasswordReset : requestStaffPasswordReset,
      async (request) => {
        const { body, tenant } = request;
        const created = await createResetToken(app.db, {
          kind,
          orgId: tenant.orgId,
          email: body.email,
          now: mail.now(),
          ttlMinutes: mail.resetTtlMinutes,
        });
        if (created) {
          // A student's link opens their own institute's site (decision 052), named in the mail.
          const site = created.instituteId
            ? await instituteSiteOf(request, created.instituteId)
            : null;
          const base = (kind === 'student' && site?.url) || mail.publicUrl;
          const link = `${base}${RESET_PAGE[kind]}?token=${created.token}`;
          const logoSha256 =
            site && created.instituteId ? await siteLogoOf(app.db, created.instituteId) : null;
          mail.send(
            resetMail({
              to: body.email,
              name: created.name,
              link,
              ttlMinutes: mail.resetTtlMinutes,
              site: site && { name: site.name, nameHi: site.nameHi, url: site.url, logoSha256 },
            }),
          );
        }
        return ok(PASSWORD_RESET_SENT);
      },
      { preHandler: limit },
    );

    route(
      app,
      kind === 'student' ? completePasswordReset : completeStaffPasswordReset,
      async ({ body, tenant }) => {
        await useResetToken(app.db, {
          kind,
          orgId: tenant.orgId,
          token: body.token,
          newPassword: body.newPassword,
          now: mail.now(),
        });
        if (kind === 'student') app.auth.sessionChecks.clear();
        else app.staffAuth.sessionChecks.clear();
        return ok('Your password has been changed. Log in with it now.');
      },
      { preHandler: useLimit },
    );
  };
}

export const studentPasswordResetRoutes = resetRoutes('student');
export const staffPasswordResetRoutes = resetRoutes('staff');
