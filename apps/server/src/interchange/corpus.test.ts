import { describe, expect, it } from 'vitest';
import { corpusFile } from './fixtures/corpus/corpus-file.ts';
import { CORPUS } from './fixtures/corpus/expected.ts';
import { parseQuestionFile } from './parse.ts';

describe('the corpus of files other systems wrote', () => {
  it.each(CORPUS.map((file) => [file.path, file] as const))('%s', async (path, expected) => {
    const { name, bytes } = corpusFile(expected);
    const { report } = await parseQuestionFile(name, bytes);
    expect(report.format).toBe(expected.format);
    if (expected.unreadable) {
      expect(report.errors).toHaveLength(1);
      expect(report.items).toEqual([]);
      return;
    }
    expect(report.errors).toEqual([]);
    expect(report.items.map((item) => item.place)).toHaveLength(expected.items.length);
    expected.items.forEach((want, index) => {
      const item = report.items[index];
      expect(item?.place, `item ${index}`).toContain(want.place);
      if (!item) return;
      const { body } = item;
      expect(body.type, item.place).toBe(want.type);
      if (want.key !== undefined) expect(item.key, item.place).toBe(want.key);
      if (want.options)
        expect(
          body.options.map((o) => o.textEn),
          item.place,
        ).toEqual(want.options);
      if (want.correct)
        expect(
          body.options.flatMap((o, i) => (o.correct ? [i] : [])),
          item.place,
        ).toEqual(want.correct);
      if (want.numeric) expect(body.numeric, item.place).toMatchObject(want.numeric);
      if (want.accepted) expect(body.shortAnswer?.accepted, item.place).toEqual(want.accepted);
      if (want.markingRule) expect(body.markingRule, item.place).toBe(want.markingRule);
      if (want.negativeMark !== undefined)
        expect(body.negativeMark, item.place).toBe(want.negativeMark);
      if (want.tags) expect(body.tags, item.place).toEqual(want.tags);
      for (const part of want.stemHas ?? []) expect(body.textEn, item.place).toContain(part);
      for (const part of want.stemLacks ?? []) expect(body.textEn, item.place).not.toContain(part);
      for (const part of want.solutionHas ?? [])
        expect(body.solutionEn ?? '', item.place).toContain(part);
      for (const part of want.solutionHas ?? [])
        for (const option of body.options) expect(option.textEn, item.place).not.toContain(part);
      if (want.images !== undefined) expect(item.images, item.place).toHaveLength(want.images);
      for (const note of want.notes ?? [])
        expect((item.notes ?? []).join(' '), item.place).toContain(note);
      if (want.passage) {
        expect(body.passage?.key, item.place).toBe(want.passage.key);
        expect(body.passage?.titleEn, item.place).toBe(want.passage.title);
        for (const part of want.passage.textHas)
          expect(body.passage?.textEn, item.place).toContain(part);
        for (const part of want.passage.textLacks ?? [])
          expect(body.passage?.textEn, item.place).not.toContain(part);
      } else expect(body.passage, item.place).toBeUndefined();
    });
    expect(report.skipped.map((skip) => skip.place)).toHaveLength(expected.skipped.length);
    expected.skipped.forEach((want, index) => {
      const skip = report.skipped[index];
      expect(skip?.place, `skip ${index}`).toContain(want.place);
      expect(skip?.reason, skip?.place).toMatch(want.reason);
    });
  });
});
