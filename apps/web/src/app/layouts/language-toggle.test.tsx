import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderWithApp } from '@/testing/render';
import { AccountMenu } from './account-menu';
import { LanguageToggle } from './language-toggle';

describe('LanguageToggle', () => {
  it('switching to Hindi shows Hindi labels, sets <html lang> and remembers the choice', async () => {
    renderWithApp(
      <>
        <LanguageToggle />
        <AccountMenu />
      </>,
    );
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    // The Hindi labels arrive with their own chunk: on a busy machine after the click returns.
    expect(
      await screen.findByRole('link', { name: 'लॉग इन' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन अप' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('hi');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('link', { name: 'Login' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
