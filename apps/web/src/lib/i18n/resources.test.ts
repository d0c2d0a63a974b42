import { describe, expect, it } from 'vitest';
import en from './en.json';
import hi from './hi.json';

type Tree = { [key: string]: string | Tree };

const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );

describe('translations', () => {
  it('have a Hindi text for every English label and nothing else', () => {
    expect(
      entries(hi as Tree)
        .map(([key]) => key)
        .sort(),
    ).toEqual(
      entries(en as Tree)
        .map(([key]) => key)
        .sort(),
    );
  });

  it('are real Hindi, in Devanagari', () => {
    const latinOnly = entries(hi as Tree).filter(([, text]) => !/[\u0900-\u097F]/.test(text));
    expect(latinOnly).toEqual([]);
  });

  it("keep SPEC's English labels word for word", () => {
    expect(en.exam.viewAllSets).toBe('View all sets');
    expect(en.exam.viewAllSetsGrid).toBe('View All Sets');
    expect(en.search.placeholder).toBe('Search courses, exams...');
    expect(en.home.carouselStart).toBe('Start your smart prep journey today!');
    expect(en.home.carouselMaster).toBe(
      'Master every skill you need—right here, all in one place!',
    );
    expect(en.sideMenu.prevYearPaper).toBe('Prev Year Ques Paper');
    expect(en.exam.comingSoon).toBe('Coming soon');
  });
});
