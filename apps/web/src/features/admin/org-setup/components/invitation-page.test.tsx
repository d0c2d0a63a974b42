import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { errorEnvelope, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import InvitationPage from './invitation-page';

const LINK = 'GET /v2/api/admin/auth/invitation/abc123';

function openLink(status: number, code: string, message: string) {
  mockApi({ [LINK]: jsonResponse(errorEnvelope(status, code, message), status) });
  renderWithApp(<InvitationPage />, {
    route: '/admin/invitation/abc123',
    path: '/admin/invitation/:token',
  });
}

afterEach(() => i18n.changeLanguage('en'));

describe('/admin/invitation/:token refused', () => {
  it('says the institute is closed, not that the link is invalid', async () => {
    openLink(403, 'INSTITUTE_CLOSED', 'This institute is closed.');
    expect(await screen.findByTestId('invitation-refused')).toHaveTextContent(
      'This institute is closed for now, so the invitation cannot be used.',
    );
  });

  it('says so in Hindi too', async () => {
    await i18n.changeLanguage('hi');
    openLink(403, 'INSTITUTE_CLOSED', 'This institute is closed.');
    expect(await screen.findByTestId('invitation-refused')).toHaveTextContent('यह संस्थान अभी बंद है');
  });

  it('tells a used link from an unknown one', async () => {
    openLink(409, 'CONFLICT', 'Already used.');
    expect(await screen.findByTestId('invitation-refused')).toHaveTextContent(
      'This invitation has already been used.',
    );
  });
});
