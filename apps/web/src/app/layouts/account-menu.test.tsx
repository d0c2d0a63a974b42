import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { mockApi } from '@/testing/mock-api';
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

  it('Logout revokes the token, removes the three stored keys and goes home', async () => {
    const fetchMock = mockApi({ 'POST /v2/api/cbt/student/logout': 'You have been logged out.' });
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
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/v2/api/cbt/student/logout');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token');
  });

  it('logs out even when the logout call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    localStorage.setItem(STORAGE_KEYS.authorization, 'token');
    renderWithApp(<AccountMenu />, { route: '/settings' });
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(localStorage.getItem(STORAGE_KEYS.authorization)).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('Login and Sign Up carry the page they were followed from', async () => {
    renderWithApp(<AccountMenu />, { route: '/set?examId=3' });
    await userEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({
      from: '/set?examId=3',
    });
  });
});
