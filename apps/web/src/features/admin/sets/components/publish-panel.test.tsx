import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import { PublishPanel } from './publish-panel';
import { savedSet } from './set-builder-fixtures';

const SET = savedSet({ id: 31, durationMinutes: 20 });

describe('publishing a set', () => {
  it('lists what is missing, question by question, with a link to fix each', async () => {
    mockApi({
      'POST /v2/api/admin/sets/31/publish': jsonResponse(
        {
          statusCode: 422,
          status: 0,
          code: 'SET_INCOMPLETE',
          message: 'The set is not complete.',
          errors: ['The set is not complete.'],
          response: null,
          missing: [
            { questionNo: 1, bankQuestionId: 7, what: 'answer', message: 'no correct option' },
            {
              questionNo: 2,
              bankQuestionId: 8,
              what: 'question-text-hi',
              message: 'no Hindi text',
            },
          ],
        },
        422,
      ),
    });
    renderWithApp(<PublishPanel set={SET} dirty={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Publish' }));

    const gaps = await screen.findByRole('alert');
    expect(gaps).toHaveTextContent('The set cannot be published yet. Missing:');
    const items = within(gaps).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Question 1: no correct answer');
    expect(items[1]).toHaveTextContent('Question 2: Hindi question text missing');
    expect(
      within(items[1] as HTMLElement).getByRole('link', { name: 'Fix (Question 2)' }),
    ).toHaveAttribute('href', '/admin/questions/8');
  });

  it('does not publish what is on screen but not saved', () => {
    renderWithApp(<PublishPanel set={SET} dirty />);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByText('Unsaved changes: save before publishing.')).toBeInTheDocument();
  });

  it('exports the set as QTI 3.0 with the staff token, and says why when the export fails', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /v2/api/admin/exports/sets/31': ({ url }: { url: string }) => {
        asked.push(url);
        return jsonResponse(
          {
            statusCode: 404,
            status: 0,
            code: 'NOT_FOUND',
            message: 'Set 31 was not found.',
            errors: ['Set 31 was not found.'],
            response: null,
          },
          404,
        );
      },
    });
    renderWithApp(<PublishPanel set={SET} dirty={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export QTI 3.0' }));

    expect(await screen.findByText('The export failed: Set 31 was not found.')).toBeVisible();
    expect(asked).toEqual(['/v2/api/admin/exports/sets/31?format=qti3']);
    expect(screen.getByRole('button', { name: 'Export Moodle XML' })).toBeEnabled();
  });
});
