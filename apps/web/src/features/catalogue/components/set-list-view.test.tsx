import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anExam, aSet } from '@/testing/fixtures';
import { errorEnvelope, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { SetListView } from './set-list-view';

const SETS_OF_1 = 'POST /v2/api/cbt/question/set/get/all/active/by/examId/1/setTypeId/0';
const EXAM_1 = 'GET /v2/api/cbt/exam/get/by/examId/1';
const notFound = (message: string) =>
  new Response(JSON.stringify(errorEnvelope(404, 'NOT_FOUND', message)), { status: 404 });

describe('SetListView', () => {
  it("shows the exam and its sets grouped by type, with each set's facts", async () => {
    mockApi({
      [SETS_OF_1]: [
        aSet(),
        aSet({
          examSetId: 11,
          setName: 'Reasoning Quiz',
          setTypeId: 1,
          totalTime: 8,
          languages: [{ langId: 1, langName: 'English' }],
        }),
      ],
    });
    renderWithApp(<SetListView examId={1} exam={anExam()} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'SSC CGL Examination' }),
    ).toBeInTheDocument();
    const mock = await screen.findByRole('region', { name: /Mock Test/ });
    const card = within(mock).getByRole('article', { name: 'Mock Test 1' });
    expect(card).toHaveTextContent('Total question100');
    expect(card).toHaveTextContent('Total marks200');
    expect(card).toHaveTextContent('Time60 minutes');
    expect(card).toHaveTextContent('LanguagesEnglish, Hindi');
    expect(within(card).getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Quiz/ })).toHaveTextContent('Reasoning Quiz');
  });

  it.each([
    [3, '/studentProfile'],
    [1, '/quiz/'],
    [2, '/practice/'],
  ] as const)('starts a set of type %i at %s, carrying the set', async (setTypeId, path) => {
    mockApi({ [SETS_OF_1]: [aSet({ setTypeId })] });
    renderWithApp(<SetListView examId={1} exam={anExam()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toMatchObject({
      setData: { examSetId: 10 },
    });
  });

  it('finds the exam by its id after a reload, without navigation state', async () => {
    mockApi({
      [SETS_OF_1]: [aSet()],
      [EXAM_1]: anExam({ examDescription: '<p>Graduate level exam.</p>' }),
    });
    renderWithApp(<SetListView examId={1} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SSC CGL Examination' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Graduate level exam.')).toBeInTheDocument();
  });

  it('says clearly when the exam does not exist, with a link home', async () => {
    mockApi({
      'POST /v2/api/cbt/question/set/get/all/active/by/examId/999/setTypeId/0':
        notFound('Exam 999 was not found.'),
      'GET /v2/api/cbt/exam/get/by/examId/999': notFound('Exam 999 was not found.'),
    });
    renderWithApp(<SetListView examId={999} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this exam.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('treats a missing examId as an unknown exam', () => {
    mockApi({});
    renderWithApp(<SetListView examId={null} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'We could not find this exam.' }),
    ).toBeInTheDocument();
  });
});
