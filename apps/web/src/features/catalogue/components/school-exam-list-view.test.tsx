import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { aSet, aStudent } from '@/testing/fixtures';
import { errorEnvelope, jsonResponse, logIn, mockApi } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';
import { SchoolExamListView } from './school-exam-list-view';

const CLASS_10 = 'POST /v2/api/cbt/question/set/get/active/by/classId/10';
const CLASS_0 = 'POST /v2/api/cbt/question/set/get/active/by/classId/0';
const science = aSet({
  examSetId: 21,
  examId: 5,
  examName: 'Class 10 Board Examination',
  setName: 'Class 10 Science Unit Test',
  setNameHi: 'कक्षा 10 विज्ञान इकाई परीक्षा',
  setTypeId: 6,
  classId: 10,
});
const maths = { ...science, examSetId: 22, setName: 'Class 10 Maths Unit Test', setNameHi: null };

describe('SchoolExamListView', () => {
  it("lists the class's sets under their exam, and Start goes to /studentProfile with the set", async () => {
    logIn(aStudent());
    mockApi({ [CLASS_10]: [science, maths] });
    renderWithApp(<SchoolExamListView studentClass={10} />);
    expect(screen.getByRole('heading', { level: 1, name: 'School Exam' })).toBeVisible();
    expect(screen.getByText(/The exams of your class \(Class 10\)/)).toBeVisible();
    expect(
      await screen.findByRole('heading', { level: 2, name: /Class 10 Board Examination/ }),
    ).toBeVisible();
    const card = screen.getByRole('article', { name: 'Class 10 Maths Unit Test' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await userEvent.click(within(card).getByRole('button', { name: 'Start' }));
    expect(currentLocation(screen.getByTestId('location'))).toEqual({
      path: '/studentProfile',
      state: { setData: expect.objectContaining({ examSetId: 22 }) },
    });
  });

  it('tells an aspirant without a class why there is nothing when no set is scheduled for them', async () => {
    logIn(aStudent({ studentClass: 0 }));
    mockApi({ [CLASS_0]: [] });
    renderWithApp(<SchoolExamListView studentClass={0} />);
    expect(
      await screen.findByRole('heading', { name: 'School exams are for school students' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse all exams' })).toHaveAttribute(
      'href',
      '/exam/list/',
    );
  });

  it('lists the sets scheduled for an aspirant without a class (decision 051)', async () => {
    logIn(aStudent({ studentClass: 0 }));
    mockApi({ [CLASS_0]: [{ ...maths, setTypeId: 3, classId: null }] });
    renderWithApp(<SchoolExamListView studentClass={0} />);
    expect(await screen.findByRole('article', { name: 'Class 10 Maths Unit Test' })).toBeVisible();
    expect(
      screen.queryByRole('heading', { name: 'School exams are for school students' }),
    ).toBeNull();
  });

  it('says when the class has no exams yet', async () => {
    logIn(aStudent());
    mockApi({ [CLASS_10]: [] });
    renderWithApp(<SchoolExamListView studentClass={10} />);
    expect(
      await screen.findByRole('heading', { name: 'No school exams for your class yet' }),
    ).toBeVisible();
  });

  it('shows a refused call with Retry', async () => {
    logIn(aStudent());
    mockApi({
      [CLASS_10]: jsonResponse(
        errorEnvelope(403, 'FORBIDDEN', 'You can only see the school exams of your own class.'),
        403,
      ),
    });
    renderWithApp(<SchoolExamListView studentClass={10} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('your own class');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    logIn(aStudent());
    mockApi({ [CLASS_10]: [science] });
    renderWithApp(<SchoolExamListView studentClass={10} />);
    expect(screen.getByRole('heading', { level: 1, name: 'स्कूल परीक्षा' })).toBeVisible();
    expect(
      await screen.findByRole('article', { name: 'कक्षा 10 विज्ञान इकाई परीक्षा' }),
    ).toBeVisible();
  });
});
