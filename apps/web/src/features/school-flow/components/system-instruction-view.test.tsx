import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { examFlowStateOf } from '@/lib/exam-flow-state';
import { aSet, aStudent, anAttemptSummary } from '@/testing/fixtures';
import { errorEnvelope, jsonResponse, logIn, mockApi } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';
import { SystemInstructionView } from './system-instruction-view';

const SYSTEM = 'POST /v2/api/cbt/question/get/system/instruction';
const ATTEMPTS = 'POST /v2/api/cbt/student/get/all/response/by/studentId/0';
const BY_TOKEN = 'POST /v2/api/cbt/student/get/by/token';
const instruction = {
  instructionEn: '<p>Read every question carefully.</p>',
  instructionHi: '<p>हर प्रश्न ध्यान से पढ़ें।</p>',
};

/** The screen as the route shows it: its state is the location's, so replace-navigations show. */
function Screen() {
  return <SystemInstructionView state={examFlowStateOf(useLocation().state)} />;
}

const where = () => currentLocation(screen.getByTestId('location'));
const flowState = { setData: aSet(), studentData: aStudent(), attemptNo: 2 };

describe('SystemInstructionView', () => {
  it('shows the instruction in English with the set, the candidate and the attempt number', async () => {
    logIn(aStudent());
    mockApi({ [SYSTEM]: instruction });
    renderWithApp(<Screen />, { route: '/systemInstruction', state: flowState });
    expect(screen.getByRole('heading', { level: 1, name: 'General Instructions' })).toBeVisible();
    expect(await screen.findByText('Read every question carefully.')).toBeVisible();
    expect(screen.getByText('Mock Test 1')).toBeVisible();
    expect(screen.getByText('Priya Meena')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Choose your default language' })).toHaveValue('1');
  });

  it("offers the set's languages and shows the Hindi text when Hindi is chosen, kept in history state", async () => {
    logIn(aStudent());
    mockApi({ [SYSTEM]: instruction });
    renderWithApp(<Screen />, { route: '/systemInstruction', state: flowState });
    const select = screen.getByRole('combobox', { name: 'Choose your default language' });
    expect(
      screen
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['English', '1'],
      ['Hindi', '2'],
    ]);
    await screen.findByText('Read every question carefully.');
    await userEvent.selectOptions(select, 'Hindi');
    expect(await screen.findByText('हर प्रश्न ध्यान से पढ़ें।')).toBeVisible();
    expect(screen.queryByText('Read every question carefully.')).toBeNull();
    expect(where()).toEqual({
      path: '/systemInstruction',
      state: expect.objectContaining({ language: { langId: 2 }, attemptNo: 2 }),
    });
  });

  it('offers only English for an English-only set', () => {
    logIn(aStudent());
    mockApi({ [SYSTEM]: instruction });
    renderWithApp(<Screen />, {
      state: { ...flowState, setData: aSet({ languages: [{ langId: 1, langName: 'English' }] }) },
    });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English']);
  });

  it('Next alerts until the student confirms having read the instructions, then goes to /instruction/', async () => {
    logIn(aStudent());
    mockApi({ [SYSTEM]: instruction });
    renderWithApp(<Screen />, { route: '/systemInstruction', state: flowState });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please read the instructions and tick “I have read and understood the instructions” before you continue.',
    );
    const agree = screen.getByRole('checkbox', {
      name: 'I have read and understood the instructions.',
    });
    expect(agree).toHaveFocus();
    expect(where().path).toBe('/systemInstruction');

    await userEvent.click(agree);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.selectOptions(screen.getByRole('combobox'), 'Hindi');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(where()).toEqual({
      path: '/instruction/',
      state: {
        setData: expect.objectContaining({ examSetId: 10 }),
        studentData: expect.objectContaining({ studentId: 7 }),
        language: { langId: 2 },
        attemptNo: 2,
      },
    });
  });

  it('Back goes to /studentProfile/ with studentData, setData and attemptNo', async () => {
    logIn(aStudent());
    mockApi({ [SYSTEM]: instruction });
    renderWithApp(<Screen />, { route: '/systemInstruction', state: flowState });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toEqual({
      path: '/studentProfile/',
      state: {
        setData: expect.objectContaining({ examSetId: 10 }),
        studentData: expect.objectContaining({ name: 'Priya Meena' }),
        attemptNo: 2,
      },
    });
  });

  it('defaults the attempt number to 1 for a set never submitted', async () => {
    logIn(aStudent());
    mockApi({ [SYSTEM]: instruction, [ATTEMPTS]: {} });
    renderWithApp(<Screen />, { state: { setData: aSet(), studentData: aStudent() } });
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(where().state).toMatchObject({ attemptNo: 1, language: { langId: 1 } });
  });

  it('started again from a set list, asks the server and carries the next attempt number', async () => {
    logIn(aStudent());
    mockApi({
      [SYSTEM]: instruction,
      [ATTEMPTS]: {
        '10': [anAttemptSummary({ attemptNo: 2 }), anAttemptSummary({ attemptNo: 1 })],
      },
    });
    renderWithApp(<Screen />, { state: { setData: aSet(), studentData: aStudent() } });
    expect((await screen.findByText('Attempt number')).nextElementSibling).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(where().state).toMatchObject({ attemptNo: 3 });
  });

  it('recovers a missing studentData from the server (get/by/token)', async () => {
    logIn(aStudent({ name: 'Stored Name' }));
    const fetchMock = mockApi({
      [SYSTEM]: instruction,
      [BY_TOKEN]: aStudent({ name: 'Fresh Name' }),
    });
    renderWithApp(<Screen />, { state: { setData: aSet() } });
    expect(await screen.findByText('Fresh Name')).toBeVisible();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
      expect.stringContaining('/student/get/by/token'),
    );
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(where().state).toMatchObject({ studentData: { name: 'Fresh Name' } });
  });

  it('without setData, says so and offers the way back to choose an exam', () => {
    logIn(aStudent());
    mockApi({ [SYSTEM]: instruction, [BY_TOKEN]: aStudent() });
    renderWithApp(<Screen />, { route: '/systemInstruction' });
    expect(screen.getByRole('alert')).toHaveTextContent("We don't know which exam you chose.");
    expect(screen.getByRole('link', { name: 'Choose an exam' })).toHaveAttribute(
      'href',
      '/exam/list/',
    );
    expect(screen.getByRole('link', { name: 'School Exam' })).toHaveAttribute(
      'href',
      '/schoolexam/',
    );
  });

  it('shows a failed instruction load with Retry', async () => {
    logIn(aStudent());
    mockApi({ [SYSTEM]: jsonResponse(errorEnvelope(503, 'UNAVAILABLE', 'Try again soon.'), 503) });
    renderWithApp(<Screen />, { state: flowState });
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again soon.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('is in Hindi when the student chose Hindi, with the Hindi instruction first', async () => {
    await i18n.changeLanguage('hi');
    logIn(aStudent());
    mockApi({ [SYSTEM]: instruction });
    renderWithApp(<Screen />, { state: flowState });
    expect(screen.getByRole('heading', { level: 1, name: 'सामान्य निर्देश' })).toBeVisible();
    expect(await screen.findByText('हर प्रश्न ध्यान से पढ़ें।')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'अपनी डिफ़ॉल्ट भाषा चुनें' })).toHaveValue('2');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'आगे' })).toBeVisible());
  });
});
