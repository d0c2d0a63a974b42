import { ZListQuestionsQuery } from '@exam/contracts/admin/list-questions';
import { ZSetResultsQuery } from '@exam/contracts/admin/get-set-results';
import { describe, expect, it } from 'vitest';
import { parseListState, writeListState } from './list-state';

const params = (text: string) => new URLSearchParams(text);

describe('list state in the address', () => {
  it('reads page, sort and filters through the endpoint schema', () => {
    const state = parseListState(ZSetResultsQuery, params('page=3&sort=score&dir=desc&centreId=7'));
    expect(state).toMatchObject({ page: 3, pageSize: 20, sort: 'score', dir: 'desc', centreId: 7 });
  });

  it('falls back to the default for each value the schema refuses, keeping the good ones', () => {
    const state = parseListState(
      ZSetResultsQuery,
      params('page=abc&sort=shoe-size&dir=sideways&centreId=-1&section=B'),
    );
    expect(state).toMatchObject({ page: 1, sort: 'rank', dir: 'asc', section: 'B' });
    expect(state.centreId).toBeUndefined();
    const questions = parseListState(ZListQuestionsQuery, params('type=poem&hindi=maybe&q=atom'));
    expect(questions).toMatchObject({ q: 'atom', page: 1 });
    expect(questions.type).toBeUndefined();
    expect(questions.hindi).toBeUndefined();
  });

  it('writes only what differs from the defaults and keeps parameters that are not its own', () => {
    const next = writeListState(ZSetResultsQuery, params('view=place&page=4'), {
      sort: 'rank',
      dir: 'desc',
      page: 1,
      districtId: 2,
      section: '',
    });
    expect(next.toString()).toBe('view=place&dir=desc&districtId=2');
  });

  it('round-trips: what it writes reads back as the same state', () => {
    const wanted = { page: 2, sort: 'name', dir: 'desc', studentClass: 9, section: 'A' } as const;
    const written = writeListState(ZSetResultsQuery, params(''), wanted);
    expect(parseListState(ZSetResultsQuery, written)).toMatchObject(wanted);
  });
});
