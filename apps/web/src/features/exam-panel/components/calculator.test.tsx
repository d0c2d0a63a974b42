import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { anAttempt, aPaper, aResumeWith } from '@/testing/exam-builders';
import { aStudent } from '@/testing/fixtures';
import { logIn, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { examFlow, PAPER, RESUME, START, stubMatchMedia } from '@/testing/exam-panel-harness';
import { ExamPanelView } from './exam-panel-view';

const openPanel = async (calculator: 'off' | 'basic' | 'scientific') => {
  logIn(aStudent());
  mockApi({
    [START]: anAttempt({ sessionId: 'session-2', calculator }),
    [RESUME]: aResumeWith(),
    [PAPER]: aPaper(),
  });
  renderWithApp(<ExamPanelView />, { route: '/exampanel', state: examFlow });
  await screen.findByRole('heading', { name: /^(Question No\.|प्रश्न संख्या)/ });
};

describe('the on-screen calculator', () => {
  beforeEach(stubMatchMedia);

  it('is not offered when the set has none', async () => {
    await openPanel('off');
    expect(screen.queryByRole('button', { name: 'Calculator' })).toBeNull();
  });

  it('works by keyboard: types 12*(3+4), Enter shows 84, and Escape gives the focus back', async () => {
    const user = userEvent.setup();
    await openPanel('scientific');
    const opener = screen.getByRole('button', { name: 'Calculator' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Scientific calculator' });
    const display = within(dialog).getByRole('status');
    expect(within(dialog).getByRole('group', { name: 'Calculator' })).toHaveFocus();

    // The panel's keyboard handlers never see what is typed into the calculator.
    const reachedPage = vi.fn();
    document.addEventListener('keydown', reachedPage);
    await user.keyboard('12*(3+4)');
    expect(display).toHaveTextContent('12×(3+4)');
    await user.keyboard('{Enter}');
    document.removeEventListener('keydown', reachedPage);
    expect(reachedPage).not.toHaveBeenCalled();
    expect(display).toHaveTextContent(/^84$/);
    expect(display).toHaveAttribute('aria-live', 'polite');

    await user.keyboard('/0{Enter}');
    expect(display).toHaveTextContent('Error');
    await user.keyboard('{Backspace}9{Backspace}7');
    expect(display).toHaveTextContent(/^7$/);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside, and every key has a spoken name', async () => {
    const user = userEvent.setup();
    await openPanel('basic');
    await user.click(screen.getByRole('button', { name: 'Calculator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Basic calculator' });
    for (const name of ['plus', 'square root', 'memory recall', 'change sign', 'equals'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'sine' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'square root' }));
    await user.click(within(dialog).getByRole('button', { name: '9' }));
    await user.click(within(dialog).getByRole('button', { name: 'equals' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(/^3$/);
    const close = within(dialog).getByRole('button', { name: 'Close the calculator' });
    close.focus();
    await user.tab({ shift: true });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names its keys in Hindi', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('hi'));
    try {
      await openPanel('scientific');
      await user.click(screen.getByRole('button', { name: 'कैलकुलेटर' }));
      const dialog = await screen.findByRole('dialog', { name: 'वैज्ञानिक कैलकुलेटर' });
      expect(within(dialog).getByRole('button', { name: 'वर्गमूल' })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'धन' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});
