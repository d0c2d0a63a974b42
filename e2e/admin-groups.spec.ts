import { expect, test } from '@playwright/test';
import { asStaff, bankQuestionIds, publishMock } from './staff-api.ts';
import {
  enterPaper,
  findSet,
  pickLanguage,
  questionHeading,
  registerStudent,
  shootWidths,
  staffLogIn,
  watchConsole,
} from './support.ts';

// The demo bank holds the questions of
// the demo sets (apps/server/src/db/seed-bank.ts).
const PASSAGE = 'The Ganga rises at Gangotri in the Himalaya and flows east to the Bay of Bengal.';
const PASSAGE_HI = 'गंगा हिमालय में गंगोत्री से निकलती है और पूर्व में बंगाल की खाड़ी तक बहती है।';

test.describe('question groups', () => {
  test('a set with a passage group: the builder shows its groups, and the student reads the passage above each of its questions', async ({
    page,
    request,
  }) => {
    const problems = watchConsole(page);
    const staff = await asStaff(request);
    const ids = await bankQuestionIds(staff, 3);
    expect(ids).toHaveLength(3);
    const setName = `Reading mock ${Date.now().toString(36)}`;
    const set = await publishMock(staff, {
      nameEn: setName,
      nameHi: 'पठन मॉक',
      durationMinutes: 15,
      sections: [
        {
          nameEn: 'General awareness',
          nameHi: 'सामान्य जागरूकता',
          marksPerQuestion: 2,
          groups: [
            {
              titleEn: 'Group A — single choice, 2 marks each',
              titleHi: 'समूह A — एकल विकल्प, प्रत्येक 2 अंक',
              questions: [{ bankQuestionId: ids[0] }],
            },
            {
              titleEn: 'Comprehension — read the passage',
              titleHi: 'गद्यांश — ध्यान से पढ़ें',
              instructionsEn: `<p>${PASSAGE}</p>`,
              instructionsHi: `<p>${PASSAGE_HI}</p>`,
              questions: [{ bankQuestionId: ids[1] }, { bankQuestionId: ids[2], marks: 3 }],
            },
          ],
        },
      ],
    });

    // The builder: each group with its title, the passage group's text open.
    await page.goto('/admin/login');
    await staffLogIn(page);
    await expect(page).toHaveURL(/\/admin\/questions/);
    await page.goto(`/admin/sets/${set.id}`);
    const passageGroup = page.getByRole('region', { name: 'Group 2' });
    await expect(passageGroup.getByLabel('Group title (English)')).toHaveValue(
      'Comprehension — read the passage',
    );
    await expect(passageGroup.getByText(PASSAGE)).toBeVisible();
    await shootWidths(page, 'test-results/screenshots/groups-builder-en');
    await pickLanguage(page, 'hi');
    await expect(page.getByRole('region', { name: 'समूह 2' })).toBeVisible();
    await shootWidths(page, 'test-results/screenshots/groups-builder-hi');

    // The student: question 1 has only its group's title; 2 and 3 show the passage.
    for (const language of ['en', 'hi'] as const) {
      const student = await registerStudent(request);
      const listed = await findSet(request, setName);
      await enterPaper(page, student, listed, { langId: language === 'en' ? 1 : 2, ui: language });
      const heading = questionHeading(page);
      await expect(heading).toHaveText(/ 1$/);
      const title = language === 'en' ? 'Group A — single choice, 2 marks each' : 'समूह A';
      await expect(page.getByRole('complementary', { name: new RegExp(title) })).toBeVisible();
      await expect(page.getByText(language === 'en' ? PASSAGE : PASSAGE_HI)).toBeHidden();
      await page.getByRole('button', { name: /^(Save & Next|सहेजें और आगे)$/ }).click();
      await expect(heading).toHaveText(/ 2$/);
      const passage = page.getByRole('complementary', {
        name: language === 'en' ? 'Comprehension — read the passage' : 'गद्यांश — ध्यान से पढ़ें',
      });
      await expect(passage).toContainText(language === 'en' ? PASSAGE : PASSAGE_HI);
      await shootWidths(page, `test-results/screenshots/groups-exam-panel-${language}`);
    }
    expect(problems).toEqual([]);
  });
});
