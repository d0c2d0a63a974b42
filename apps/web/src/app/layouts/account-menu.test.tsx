import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderWithApp } from '@/testing/render';
import { AccountMenu } from './account-menu';

describe('AccountMenu', () => {
  it('offers Login and Sign Up when logged out', () => {
    renderWithApp(<AccountMenu />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'My Account' })).toBeNull();
  });

  it('offers Profile, Settings and Logout under My Account when logged in', async () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'Bearer token');
    renderWithApp(<AccountMenu />);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/studentProfile',
    );
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('Logout removes the three stored keys and goes home', async () => {
    localStorage.setItem(STORAGE_KEYS.authorization, 'Bearer token');
    localStorage.setItem(STORAGE_KEYS.studToken, 'token');
    localStorage.setItem(STORAGE_KEYS.studentDetails, '{"name":"Asha"}');
    localStorage.setItem(STORAGE_KEYS.language, 'hi');
    renderWithApp(<AccountMenu />, { route: '/exam/list/' });
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.studToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.studentDetails)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('hi');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
