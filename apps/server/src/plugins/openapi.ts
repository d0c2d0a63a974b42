import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contracts: the document at /docs/json, the UI at /docs. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Exam platform API',
        version: '2.0.0',
        description:
          'Every call under /v2/api/cbt/ carries X-Org-Token and X-Institute-Token (demo: demo-org, demo-institute). ' +
          'Successful bodies are { statusCode: 200, status: 1, errors: [], response }; errors are ' +
          '{ statusCode, status: 0, code, message, errors, fieldErrors?, response: null }.',
      },
      components: {
        securitySchemes: {
          orgToken: { type: 'apiKey', in: 'header', name: 'X-Org-Token' },
          instituteToken: { type: 'apiKey', in: 'header', name: 'X-Institute-Token' },
          bearer: { type: 'http', scheme: 'bearer' },
          studentToken: { type: 'apiKey', in: 'header', name: 'X-Student-Token' },
        },
      },
      security: [{ orgToken: [], instituteToken: [] }],
      tags: [
        {
          name: 'admin',
          description:
            'Staff calls (/v2/api/admin/...): log in with POST /v2/api/admin/auth/login and send ' +
            'Authorization: Bearer <staff token> besides the tenant headers. No token: 401; a ' +
            "student's token: 403; another organisation's or institute's rows: 404.",
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
});
