import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { examFlowStateOf } from '@/lib/exam-flow-state';
import { aSet, aStudent } from '@/testing/fixtures';
import { errorEnvelope, jsonResponse, logIn, mockApi } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';
import { ExamInstructionView } from './exam-instruction-view';

const SET_INSTRUCTION = 'POST /v2/api/cbt/question/set/instruction/by/setId/10/examId/1';
const ATTEMPTS = 'POST /v2/api/cbt/student/get/all/response/by/studentId/0';
const BY_TOKEN = 'POST /v2/api/cbt/student/get/by/token';
const instruction = {
  instructionEn: '<p>Sixty minutes, 100 questions.</p>',
  instructionHi: '<p>साठ मिनट, 100 प्रश्न।</p>',
};

function Screen() {
  return <ExamInstructionView state={examFlowStateOf(useLocation().state)} />;
}

const where = () => currentLocation(screen.getByTestId('location'));
const flowState = {
  setData: aSet(),
  studentData: aStudent(),
  language: { langId: 2 },
  attemptNo: 3,
};

describe('ExamInstructionView', () => {
  it("shows the set's instructions in the chosen language, the attempt number and that English is final", async () => {
    logIn(aStudent());
    mockApi({ [SET_INSTRUCTION]: instruction });
    renderWithApp(<Screen />, { route: '/instruction/', state: flowState });
    expect(screen.getByRole('heading', { level: 1, name: 'Exam Instructions' })).toBeVisible();
    expect(await screen.findByText('साठ मिनट, 100 प्रश्न।')).toBeVisible();
    expect(screen.queryByText('Sixty minutes, 100 questions.')).toBeNull();
    expect(screen.getByText('Attempt number').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Exam language').nextElementSibling).toHaveTextContent('Hindi');
    expect(
      screen.getByText(
        'Where the English and Hindi versions of the instructions or questions differ, the English version is final.',
      ),
    ).toBeVisible();
  });

  it('Next goes to /exampanel/ with setData, studentData, language and attemptNo', async () => {
    logIn(aStudent());
    mockApi({ [SET_INSTRUCTION]: instruction });
    renderWithApp(<Screen />, { route: '/instruction/', state: flowState });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(where()).toEqual({
      path: '/exampanel/',
      state: {
        setData: expect.objectContaining({ examSetId: 10 }),
        studentData: expect.objectContaining({ studentId: 7 }),
        language: { langId: 2 },
        attemptNo: 3,
      },
    });
  });

  it('Back goes to /systemInstruction/ keeping the flow state', async () => {
    logIn(aStudent());
    mockApi({ [SET_INSTRUCTION]: instruction });
    renderWithApp(<Screen />, { route: '/instruction/', state: flowState });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toEqual({
      path: '/systemInstruction/',
      state: expect.objectContaining({ language: { langId: 2 }, attemptNo: 3 }),
    });
  });

  it('defaults the attempt number to 1 and recovers a lost language and student', async () => {
    logIn(aStudent());
    mockApi({
      [SET_INSTRUCTION]: instruction,
      [BY_TOKEN]: aStudent({ name: 'Fresh Name' }),
      [ATTEMPTS]: {},
    });
    renderWithApp(<Screen />, { route: '/instruction/', state: { setData: aSet() } });
    expect(await screen.findByText('Sixty minutes, 100 questions.')).toBeVisible();
    expect(await screen.findByText('Fresh Name')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(where().state).toMatchObject({
      attemptNo: 1,
      language: { langId: 1 },
      studentData: { name: 'Fresh Name' },
    });
  });

  it('without setData (a fresh tab), shows the message instead of a blank screen', () => {
    logIn(aStudent());
    const fetchMock = mockApi({ [BY_TOKEN]: aStudent() });
    renderWithApp(<Screen />, { route: '/instruction/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Exam Instructions' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This page was opened without it (for example in a new tab or from a typed address).',
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/instruction/'),
    );
  });

  it('leaves out the English-is-final note for an English-only set', async () => {
    logIn(aStudent());
    mockApi({ [SET_INSTRUCTION]: instruction });
    renderWithApp(<Screen />, {
      state: { ...flowState, setData: aSet({ languages: [{ langId: 1, langName: 'English' }] }) },
    });
    expect(await screen.findByText('Sixty minutes, 100 questions.')).toBeVisible();
    expect(screen.queryByText(/English version is final/)).toBeNull();
  });

  it('shows an unknown set as an error with Retry', async () => {
    logIn(aStudent());
    mockApi({
      [SET_INSTRUCTION]: jsonResponse(
        errorEnvelope(404, 'NOT_FOUND', 'Set 10 of exam 1 was not found.'),
        404,
      ),
    });
    renderWithApp(<Screen />, { state: flowState });
    expect(await screen.findByRole('alert')).toHaveTextContent('Set 10 of exam 1 was not found.');
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    logIn(aStudent());
    mockApi({ [SET_INSTRUCTION]: instruction });
    renderWithApp(<Screen />, { state: flowState });
    expect(screen.getByRole('heading', { level: 1, name: 'परीक्षा निर्देश' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'आगे' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'पीछे' })).toBeVisible();
    expect(screen.getByText(/अंग्रेज़ी रूप ही अंतिम/)).toBeVisible();
  });
});
