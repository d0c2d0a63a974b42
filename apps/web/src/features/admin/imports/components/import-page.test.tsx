import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IMPORT_MAX_BYTES } from '@exam/contracts/admin/imports-api';
import type { TImportFileReport } from '@exam/contracts/interchange/import-report';
import { i18n } from '@/lib/i18n/i18n';
import '../../i18n/translations';
import { renderWithApp } from '@/testing/render';
import ImportPage from './import-page';

const report = (overrides: Partial<TImportFileReport> = {}): TImportFileReport => ({
  file: 'physics.xml',
  format: 'moodle-xml',
  imported: { single: 1, numerical: 1 },
  items: [
    {
      place: 'question 1 (Lens & image)',
      key: 'PHY-OPT-001',
      category: 'Physics/Optics',
      images: [],
      updates: 12,
      body: {
        type: 'single',
        textEn: '<p>Which is <b>true</b>?</p>',
        textHi: '<p>कौन-सा सही है?</p>',
        options: [
          { textEn: 'Virtual', correct: false },
          { textEn: 'Real', correct: true },
        ],
        tags: [],
      },
    },
    {
      place: 'question 2 (Pi)',
      key: null,
      category: null,
      images: [],
      updates: null,
      notes: ['partial credit dropped: 3 (50%)'],
      body: {
        type: 'numerical',
        textEn: 'π?',
        options: [],
        numeric: { min: 3.13, max: 3.15 },
        tags: [],
      },
    },
  ],
  skipped: [
    { place: 'question 3 (Essay)', reason: 'essays are marked by a person', sourceType: 'essay' },
  ],
  errors: [],
  ...overrides,
});

const envelope = (response: unknown) =>
  new Response(JSON.stringify({ statusCode: 200, status: 1, errors: [], response }), {
    headers: { 'content-type': 'application/json' },
  });

function stubServer(preview: TImportFileReport) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      calls.push({ url, body });
      if (url.endsWith('/imports/preview')) return envelope({ report: preview });
      return envelope({ report: preview, created: 1, updated: 1 });
    }),
  );
  return calls;
}

const chooseFile = async (name = 'physics.xml', text = '<quiz></quiz>') =>
  userEvent.upload(
    screen.getByLabelText('Question file'),
    new File([text], name, { type: 'text/xml' }),
  );

describe('ImportPage', () => {
  it('says a file over the limit is too large on its field and sends nothing', async () => {
    const calls = stubServer(report());
    renderWithApp(<ImportPage />);
    const big = new File([new Uint8Array(IMPORT_MAX_BYTES + 1)], 'bank.zip');
    await userEvent.upload(screen.getByLabelText('Question file'), big);

    expect(await screen.findByText('the file is too large')).toBeVisible();
    expect(screen.getByLabelText('Question file')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('previews what will be created and skipped, then imports on confirmation and reports', async () => {
    const calls = stubServer(report());
    renderWithApp(<ImportPage />);
    await chooseFile();

    expect(
      await screen.findByText(
        'physics.xml (Moodle XML): 2 question(s) will be created or updated.',
      ),
    ).toBeVisible();
    expect(calls[0]?.body).toEqual({ fileName: 'physics.xml', dataBase64: btoa('<quiz></quiz>') });
    // The chosen file stays chosen while its preview shows.
    expect((screen.getByLabelText('Question file') as HTMLInputElement).files?.[0]?.name).toBe(
      'physics.xml',
    );
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      [],
      [
        'question 1 (Lens & image)',
        'Single choice',
        'Which is true?कौन-सा सही है?',
        'B',
        'PHY-OPT-001updates question 12',
      ],
      [
        'question 2 (Pi)',
        'Numerical',
        'π?Changed on import: partial credit dropped: 3 (50%)',
        '3.13 … 3.15',
        'new',
      ],
    ]);
    expect(screen.getByText('Skipped (1)')).toBeVisible();
    expect(screen.getByText(/essays are marked by a person/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Import 2 question(s)' }));
    expect(
      await screen.findByText('Imported physics.xml: 1 question(s) added, 1 updated.'),
    ).toBeVisible();
    expect(calls[1]).toEqual({
      url: '/v2/api/admin/imports',
      body: { fileName: 'physics.xml', dataBase64: btoa('<quiz></quiz>'), confirm: true },
    });
    expect(screen.getByRole('link', { name: 'Open the question bank' })).toHaveAttribute(
      'href',
      '/admin/questions',
    );
  });

  it('names every error with its place and does not offer the import', async () => {
    stubServer(
      report({
        items: [],
        imported: {},
        skipped: [],
        errors: [
          { place: 'line 4', message: 'ANSWER "E" is not one of the options A, B' },
          { place: 'line 11', message: 'the question has no "ANSWER: <letter>" line' },
        ],
      }),
    );
    renderWithApp(<ImportPage />);
    await chooseFile('broken.txt', 'x');
    expect(await screen.findByText('Errors (2)')).toBeVisible();
    expect(
      screen.getByText(/ANSWER "E" is not one of the options A, B/).closest('li'),
    ).toHaveTextContent('line 4: ANSWER "E" is not one of the options A, B');
    expect(screen.getByRole('button', { name: 'Import 0 question(s)' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Errors (2)')).not.toBeInTheDocument();
    expect((screen.getByLabelText('Question file') as HTMLInputElement).files).toHaveLength(0);
  });

  it('speaks Hindi', async () => {
    await i18n.changeLanguage('hi');
    renderWithApp(<ImportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'प्रश्न आयात करें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'CSV टेम्पलेट डाउनलोड करें' })).toBeVisible();
  });
});
