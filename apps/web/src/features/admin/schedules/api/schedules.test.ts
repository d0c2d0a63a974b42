import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { aPage, aSchedule, aScheduleAttempt } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { scheduleAttemptsQueryOptions } from './schedule-attempts';
import { schedulesQueryOptions } from './schedules';

afterEach(() => vi.unstubAllGlobals());

describe('the windows and their attempts under the app’s query defaults', () => {
  it('are read again each time a page asks, so a teacher coming back sees who started since', async () => {
    let started = 0;
    const fetchMock = mockApi({
      'GET /v2/api/admin/schedules': () => aPage([aSchedule({ attemptsStarted: started })]),
      'GET /v2/api/admin/schedules/4/attempts': () =>
        Array.from({ length: started }, (_, i) => aScheduleAttempt({ attemptId: 50 + i })),
    });
    const client = createQueryClient();
    const list = schedulesQueryOptions({ page: 1 });
    const attempts = scheduleAttemptsQueryOptions(4);
    expect(await client.fetchQuery(list)).toMatchObject({ items: [{ attemptsStarted: 0 }] });
    expect(await client.fetchQuery(attempts)).toHaveLength(0);

    started = 2;
    expect(await client.fetchQuery(list)).toMatchObject({ items: [{ attemptsStarted: 2 }] });
    expect(await client.fetchQuery(attempts)).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
