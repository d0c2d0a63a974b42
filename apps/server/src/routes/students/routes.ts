import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '@exam/contracts/common/envelope';
import { authenticateStudent } from '@exam/contracts/students/authenticate-student';
import { changePassword } from '@exam/contracts/students/change-password';
import { getStudentByToken } from '@exam/contracts/students/get-student-by-token';
import { logoutStudent } from '@exam/contracts/students/logout-student';
import { registerStudent } from '@exam/contracts/students/register-student';
import { dummyPasswordHash } from '../../lib/password.ts';
import { route } from '../../lib/route.ts';
import { assertOwn, requireStudent } from '../../plugins/auth.ts';
import { errorListPlugin, isErrorBody } from '../../plugins/error-list.ts';
import { attemptLimit } from './rate-limit.ts';
import * as students from './service.ts';
import { studentPasswordResetRoutes } from '../../password-reset/routes.ts';
import { assertOwnInstituteSite } from '../../sites/other-institute.ts';

const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a minute and try again.';
const TOO_MANY_REGISTRATIONS = 'Too many registrations from your network. Please wait a minute.';
const TOO_MANY_PASSWORD_CHANGES = 'Too many attempts. Please wait a minute and try again.';

export async function studentRoutes(app: FastifyInstance) {
  await app.register(errorListPlugin);
  void dummyPasswordHash(); // computed now, so the first unknown-user login is not slower
  const { limits } = app.auth;
  const perIp = (name: string) => ({
    name,
    max: limits.loginMaxPerIp,
    key: (request: FastifyRequest) => request.ip,
  });

  await app.register(async (registration) => {
    // SPEC §8: the registration form shows errors[0] when the body's statusCode is 0, so every
    // error of this call says 0 there (the HTTP status still tells which error it is).
    registration.addHook('preSerialization', async (_request, _reply, payload: unknown) =>
      isErrorBody(payload) ? { ...payload, statusCode: 0 } : payload,
    );
    const limit = attemptLimit(registration, TOO_MANY_REGISTRATIONS, [perIp('register-ip')]);
    route(
      registration,
      registerStudent,
      async (request) => {
        assertOwn(request, { orgId: request.body.orgId, instituteId: request.body.instituteId });
        await students.registerStudent(app.db, request.tenant, request.body);
        return ok(students.REGISTERED);
      },
      { preHandler: limit },
    );
  });

  await app.register(studentPasswordResetRoutes);

  const loginLimit = attemptLimit(app, TOO_MANY_LOGINS, [
    {
      name: 'login-user',
      max: limits.loginMaxPerUsername,
      key: (request) => `${request.ip}|${(request.body as { username: string }).username}`,
    },
    perIp('login-ip'),
  ]);
  route(
    app,
    authenticateStudent,
    async (request) => {
      const { body, tenant } = request;
      const { details, tokenVersion, mustChangePassword } = await students.authenticate(
        app.db,
        tenant.orgId,
        body.username,
        body.password,
      );
      await assertOwnInstituteSite(request, details.instituteId);
      const { token } = await app.auth.tokens.issue({
        studentId: details.studentId,
        orgId: details.orgId,
        instituteId: details.instituteId,
        tokenVersion,
      });
      return { ...ok(details), errorList: [], token, mustChangePassword };
    },
    { preHandler: loginLimit },
  );

  await app.register(async (account) => {
    account.addHook('onRequest', requireStudent);

    route(account, getStudentByToken, async ({ student }) =>
      ok(await students.findStudentDetails(app.db, student)),
    );

    route(account, logoutStudent, async ({ student }) => {
      await students.revokeToken(app.db, student.jti, student.exp);
      app.auth.sessionChecks.clear();
      return ok('You have been logged out.');
    });

    const changeLimit = attemptLimit(account, TOO_MANY_PASSWORD_CHANGES, [
      {
        name: 'password-change',
        max: limits.loginMaxPerUsername,
        key: (request) => String(request.student.studentId),
      },
    ]);
    route(
      account,
      changePassword,
      async ({ body, student }) => {
        const tokenVersion = await students.changePassword(
          app.db,
          student,
          body.currentPassword,
          body.newPassword,
        );
        app.auth.sessionChecks.clear();
        const { token } = await app.auth.tokens.issue({ ...student, tokenVersion });
        return {
          ...ok('Your password has been changed. You have been logged out on your other devices.'),
          token,
        };
      },
      { preHandler: changeLimit },
    );
  });
}
