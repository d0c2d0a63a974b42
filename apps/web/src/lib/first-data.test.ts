import { afterEach, describe, expect, it } from 'vitest';
import { API } from '@exam/contracts/api';
import { FIRST_DATA_ID, firstData, forgetFirstData } from './first-data';

function putInPage(text: string) {
  const element = document.createElement('script');
  element.id = FIRST_DATA_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.body.append(element);
  forgetFirstData();
}

const page0 = { content: [], page: 0, size: 6, totalElements: 0, totalPages: 0 };

describe('firstData', () => {
  afterEach(() => {
    document.getElementById(FIRST_DATA_ID)?.remove();
    forgetFirstData();
  });

  it("starts a query with the server's answer to the same call, as old as the page", () => {
    putInPage(
      JSON.stringify([
        { method: 'POST', path: API.getExamsPage.path, body: { size: 6, page: 0 }, response: page0 },
      ]),
    );
    const options = firstData(API.getExamsPage, { page: 0, size: 6 });
    expect(options.initialData()).toEqual(page0);
    expect(options.initialDataUpdatedAt()).toBe(performance.timeOrigin);
  });

  it('has nothing for another call, another body, or a page without answers', () => {
    putInPage(
      JSON.stringify([
        { method: 'POST', path: API.getExamsPage.path, body: { page: 0, size: 6 }, response: page0 },
      ]),
    );
    expect(firstData(API.getExamsPage, { page: 1, size: 6 }).initialData()).toBeUndefined();
    expect(firstData(API.getCategories).initialData()).toBeUndefined();
    document.getElementById(FIRST_DATA_ID)?.remove();
    forgetFirstData();
    expect(firstData(API.getExamsPage, { page: 0, size: 6 }).initialData()).toBeUndefined();
  });

  it('ignores a block that is not a list of answers', () => {
    putInPage('{"broken"');
    expect(firstData(API.getCategories).initialData()).toBeUndefined();
    expect(firstData(API.getCategories).initialDataUpdatedAt()).toBeUndefined();
  });
});
