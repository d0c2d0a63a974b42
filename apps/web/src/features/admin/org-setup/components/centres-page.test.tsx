import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TCentreImportReport } from '@exam/contracts/admin/org-setup/centre-import';
import { i18n } from '@/lib/i18n/i18n';
import { mockApiRecording } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import { signedInStaffForEachTest } from '@/testing/staff-session';
import '../../i18n/translations';
import CentresPage from './centres-page';

const envelope = (response: unknown) =>
  new Response(JSON.stringify({ statusCode: 200, status: 1, errors: [], response }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const place = { stateName: 'Bihar', districtName: 'Gaya', blockName: 'Bodh Gaya' };
const badReport: TCentreImportReport = {
  fileName: 'bad.csv',
  rows: 2,
  toCreate: [],
  existing: [],
  problems: [
    {
      row: 3,
      column: 'centre_code',
      code: 'repeated-in-file',
      params: { value: 'G-1', row: 2 },
      message: '',
    },
  ],
};
const goodReport: TCentreImportReport = {
  fileName: 'good.csv',
  rows: 2,
  toCreate: [{ row: 2, key: 'G-2', name: 'Gaya school', ...place }],
  existing: [{ row: 3, key: 'G-1', name: 'Old', ...place, blockName: null }],
  problems: [],
};

/** The centres page's calls: the list empty, the previews in turn, and the import. */
const stubServer = (previews: TCentreImportReport[]) =>
  mockApiRecording({
    'GET /v2/api/admin/centres': envelope([]),
    'POST /v2/api/admin/centres/import/preview': () => envelope(previews.shift()),
    'POST /v2/api/admin/centres/import': envelope({ created: 1, skipped: 1 }),
  });

signedInStaffForEachTest();

const csv = (name: string) => new File(['state,district\n'], name, { type: 'text/csv' });

describe('CentresPage import', () => {
  it('previews a file, names its problems by row and column, then imports a clean one', async () => {
    const calls = stubServer([badReport, goodReport]);
    renderWithApp(<CentresPage />, { route: '/admin/centres' });
    await userEvent.click(await screen.findByRole('button', { name: 'Import centres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import centres from a spreadsheet' });
    const confirm = () => within(dialog).getByRole('button', { name: /^Create/ });

    await userEvent.upload(within(dialog).getByLabelText('CSV or XLSX file'), csv('bad.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const problem = await within(dialog).findByRole('row', { name: /G-1 is also in row 2/ });
    expect(problem).toHaveTextContent('3');
    expect(problem).toHaveTextContent('centre_code');
    expect(confirm()).toBeDisabled();

    await userEvent.upload(within(dialog).getByLabelText('CSV or XLSX file'), csv('good.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(
      await within(dialog).findByText(/2 rows: 1 to create, 1 already exist \(skipped\)/),
    ).toBeVisible();
    expect(within(dialog).getByRole('row', { name: /G-2 Gaya school/ })).toHaveTextContent(
      'Bihar › Gaya › Bodh Gaya',
    );
    expect(calls.some((c) => c.url.endsWith('/centres/import'))).toBe(false);
    await userEvent.click(confirm());
    expect(
      await screen.findByText('1 centre(s) created, 1 existing code(s) skipped.'),
    ).toBeVisible();
    const run = calls.find((c) => c.url.endsWith('/centres/import'));
    expect(run?.body).toMatchObject({ fileName: 'good.csv', confirm: true });
  });

  it('words the problems in Hindi', async () => {
    await i18n.changeLanguage('hi');
    stubServer([badReport]);
    renderWithApp(<CentresPage />, { route: '/admin/centres' });
    await userEvent.click(await screen.findByRole('button', { name: 'केंद्र आयात करें' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.upload(within(dialog).getByLabelText('CSV या XLSX फ़ाइल'), csv('bad.csv'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'पूर्वावलोकन' }));
    expect(await within(dialog).findByText('G-1 पंक्ति 2 में भी है')).toBeVisible();
  });
});
