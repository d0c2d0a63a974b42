import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import '../../i18n/translations';
import { AttemptActionResult } from './attempt-action-result';

describe('what extra time gave', () => {
  it('names the minutes and the student, in English and in Hindi', async () => {
    render(
      <AttemptActionResult
        done={{ action: 'extra-time', name: 'Priya Meena', minutes: 10 }}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Gave 10 more minutes to Priya Meena.');
    await act(() => i18n.changeLanguage('hi'));
    expect(await screen.findByText('Priya Meena को 10 मिनट अतिरिक्त दिए गए।')).toBeVisible();
    await act(() => i18n.changeLanguage('en'));
  });
});
