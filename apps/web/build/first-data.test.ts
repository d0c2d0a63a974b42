import { describe, expect, it } from 'vitest';
import { API } from '@exam/contracts/api';
import { firstDataCalls, HOME_PATHS } from './first-data';

const call = (endpoint: { method: string; path: string }) => ({
  method: endpoint.method,
  path: endpoint.path,
});

describe('firstDataCalls', () => {
  it('gives the home paths the categories and the two carousel pages of six exams', () => {
    for (const path of HOME_PATHS) {
      expect(firstDataCalls(path)).toEqual([
        call(API.getCategories),
        { ...call(API.getExamsPage), body: { page: 0, size: 6 } },
        { ...call(API.getExamsPage), body: { page: 1, size: 6 } },
      ]);
    }
  });

  it("gives other screens of the site the category bar's call, the exam panel none", () => {
    expect(firstDataCalls('/set')).toEqual([call(API.getCategories)]);
    expect(firstDataCalls('/submitexam')).toEqual([call(API.getCategories)]);
    expect(firstDataCalls('/exampanel')).toEqual([]);
  });
});
