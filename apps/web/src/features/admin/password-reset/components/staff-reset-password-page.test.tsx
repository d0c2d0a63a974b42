import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { renderWithApp } from '@/testing/render';
import StaffResetPasswordPage from './staff-reset-password-page';
import '../../i18n/translations';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('/admin/reset-password', () => {
  it('opened without the link’s token, it says so, and the language switch turns it to Hindi', async () => {
    renderWithApp(<StaffResetPasswordPage />, { route: '/admin/reset-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    expect(screen.getByText(/needs the link from the e-mail/)).toBeVisible();
    expect(screen.queryByLabelText('New password')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByText(/ई-मेल वाला लिंक चाहिए/)).toBeVisible();
  });
});
