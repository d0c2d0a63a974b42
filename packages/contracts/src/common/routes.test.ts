import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';

describe('routes', () => {
  it('splits each line into its method and path', () => {
    const table = routes({
      submit: 'POST /v2/api/cbt/student/submit',
      getSet: 'GET /v2/api/admin/sets/:id',
    });
    expect(table).toEqual({
      submit: { method: 'POST', path: '/v2/api/cbt/student/submit' },
      getSet: { method: 'GET', path: '/v2/api/admin/sets/:id' },
    });
    const method: 'GET' = table.getSet.method;
    expect(method).toBe('GET');
  });
});
