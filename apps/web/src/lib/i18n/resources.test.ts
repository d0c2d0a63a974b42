import { describe, expect, it } from 'vitest';
import en from './en.json';
import layoutEn from '../../app/layouts/i18n/en.json';

type Tree = { [key: string]: string | Tree };

const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );

/**
 * The first-load labels here, each lazily loaded screen's (features/<x>/i18n/) and those of the
 * shared pieces that load with the screens using them (components/ui/<x>/i18n/).
 */
const bundles = import.meta.glob<Tree>(
  [
    '/src/lib/i18n/*.json',
    '/src/features/*/i18n/*.json',
    '/src/features/admin/*/i18n/*.json',
    '/src/components/ui/*/i18n/*.json',
    '/src/app/*/i18n/*.json',
  ],
  { eager: true, import: 'default' },
);
const folders = [...new Set(Object.keys(bundles).map((path) => path.replace(/[^/]+\.json$/, '')))];

/** Texts with nothing to translate: only placeholders and punctuation ("{{field}}: {{message}}"). */
const LANGUAGE_FREE = /^(\s|\{\{\w+\}\}|[^\p{L}])*$/u;
/** Names written the same in Hindi (a formula language, the question-bank formats). */
const NAMES = new Set(['LaTeX', 'Moodle XML', 'GIFT', 'Aiken', 'IMS QTI']);
/** The staff console's labels are their own i18next namespace ('admin'): its keys are apart. */
const OWN_NAMESPACE = '/src/features/admin/';

describe('translations', () => {
  it.each(folders)('%s has a Hindi text for every English label and nothing else', (folder) => {
    const english = bundles[`${folder}en.json`];
    const hindi = bundles[`${folder}hi.json`];
    expect(english).toBeDefined();
    expect(hindi).toBeDefined();
    const keys = (tree: Tree | undefined) =>
      entries(tree ?? {})
        .map(([key]) => key)
        .sort();
    expect(keys(hindi)).toEqual(keys(english));
  });

  it.each(folders)('%s is real Hindi, in Devanagari', (folder) => {
    const latinOnly = entries(bundles[`${folder}hi.json`] ?? {}).filter(
      ([, text]) => !/[\u0900-\u097F]/.test(text) && !LANGUAGE_FREE.test(text) && !NAMES.has(text),
    );
    expect(latinOnly).toEqual([]);
  });

  it('no label is defined twice across the bundles of one namespace', () => {
    const seen = Object.entries(bundles)
      .filter(([path]) => path.endsWith('/en.json') && !path.startsWith(OWN_NAMESPACE))
      .flatMap(([, tree]) => entries(tree).map(([key]) => key));
    expect(seen.length).toBe(new Set(seen).size);
  });

  it("no label is defined twice across the console's bundles (its own namespace)", () => {
    const seen = Object.entries(bundles)
      .filter(([path]) => path.endsWith('/en.json') && path.startsWith(OWN_NAMESPACE))
      .flatMap(([, tree]) => entries(tree).map(([key]) => key));
    expect(seen.length).toBe(new Set(seen).size);
  });

  it("keep SPEC's English labels word for word", () => {
    expect(en.exam.viewAllSets).toBe('View all sets');
    expect(en.exam.viewAllSetsGrid).toBe('View All Sets');
    expect(en.search.placeholder).toBe('Search courses, exams...');
    expect(en.home.carouselStart).toBe('Start your smart prep journey today!');
    expect(en.home.carouselMaster).toBe(
      'Master every skill you need—right here, all in one place!',
    );
    expect(layoutEn.sideMenu.prevYearPaper).toBe('Prev Year Ques Paper');
    expect(en.exam.comingSoon).toBe('Coming soon');
  });
});
