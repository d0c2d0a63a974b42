import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminStudent } from '@exam/contracts/admin/student-entities';
import type { TEnrolmentReport } from '@exam/contracts/admin/enrolment';
import { i18n } from '@/lib/i18n/i18n';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import EnrolPage from './enrol-page';
import StudentsPage from './students-page';

const envelope = (response: unknown) =>
  new Response(JSON.stringify({ statusCode: 200, status: 1, errors: [], response }), {
    headers: { 'content-type': 'application/json' },
  });

const asha: TAdminStudent = {
  id: 7,
  name: 'Asha Verma',
  username: '9876543210',
  fatherName: 'Ramesh',
  motherName: 'Sunita',
  instituteId: 1,
  instituteName: 'Demo',
  studentClass: 10,
  studentSection: 'A',
  rollNo: '1001',
  centreId: 3,
  centreName: 'Government School',
  districtId: 1,
  blockId: 2,
  active: true,
  mustChangePassword: false,
  extraTimePercent: 25,
  createdAt: '2026-11-24T10:00:00.000Z',
};

const filters = {
  centres: [{ id: 3, key: 'GS-1', name: 'Government School', districtId: 1, blockId: 2 }],
  classes: [10],
  sections: ['A'],
  districts: [{ id: 1, name: 'Jaipur', nameHi: 'जयपुर' }],
  blocks: [{ id: 2, name: 'Sanganer', nameHi: null, districtId: 1 }],
  institutes: [{ id: 1, name: 'Demo' }],
};

function stubServer(answers: Record<string, unknown>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      const path = url.split('?')[0] ?? '';
      const key = Object.keys(answers).find((k) => path.endsWith(k));
      return envelope(key ? answers[key] : null);
    }),
  );
  return calls;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('StudentsPage', () => {
  it('lists students with their class, centre and extra time, filters by class, and resets a password once', async () => {
    const calls = stubServer({
      '/students': { items: [asha], total: 1, page: 1, pageSize: 20 },
      '/student-filters': filters,
      '/students/7/reset-password': { password: 'Kp4mZ8qR2x' },
    });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithApp(<StudentsPage />, { route: '/admin/students' });
    const row = await screen.findByRole('row', { name: /Asha Verma/ });
    expect(row).toHaveTextContent('10 / A');
    expect(row).toHaveTextContent('Government School');
    expect(row).toHaveTextContent('+25% time');

    await userEvent.selectOptions(await screen.findByLabelText('Class'), '10');
    expect(calls.some((c) => c.url.includes('studentClass=10'))).toBe(true);

    await userEvent.click(within(row).getByRole('button', { name: 'Reset password: Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'One-time password' });
    expect(within(dialog).getByText('Kp4mZ8qR2x')).toBeVisible();
    expect(calls).toContainEqual({
      url: '/v2/api/admin/students/7/reset-password',
      method: 'POST',
      body: undefined,
    });
  });
});

describe('EnrolPage', () => {
  it('names every problem by row and column and offers no import until the file is clean', async () => {
    const report: TEnrolmentReport = {
      fileName: 'class-10.csv',
      rows: 2,
      valid: 1,
      problems: [
        {
          row: 3,
          column: 'class',
          kind: 'error',
          code: 'bad-class',
          params: { value: '13' },
          message: '"13" must be a class from 1 to 12',
        },
      ],
      sample: [],
    };
    stubServer({ '/enrolment/preview': report, '/student-filters': filters });
    renderWithApp(<EnrolPage />, { route: '/admin/students/enrol' });
    await userEvent.upload(
      screen.getByLabelText('Roster file (CSV or XLSX)'),
      new File(['name\nA'], 'class-10.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('2 rows read: 1 ready, 1 problem(s).')).toBeVisible();
    const problem = screen.getByRole('row', { name: /class/ });
    expect(problem).toHaveTextContent('3');
    expect(problem).toHaveTextContent('"13" must be a class from 1 to 12');
    expect(screen.getByRole('button', { name: 'Import 1 students' })).toBeDisabled();
  });

  it('words each problem in Hindi from its code and params', async () => {
    await i18n.changeLanguage('hi');
    const report: TEnrolmentReport = {
      fileName: 'class-10.csv',
      rows: 3,
      valid: 1,
      problems: [
        {
          row: 3,
          column: 'roll_number',
          kind: 'duplicate',
          code: 'roll-number-taken',
          params: { value: 'R-7', name: 'अनीता शर्मा' },
          message: 'R-7 is already the roll number of अनीता शर्मा',
        },
        {
          row: 4,
          column: 'mobile_or_email',
          kind: 'duplicate',
          code: 'repeated-in-file',
          params: { value: 'asha@school.test', row: 2 },
          message: 'asha@school.test is also in row 2',
        },
      ],
      sample: [],
    };
    stubServer({ '/enrolment/preview': report, '/student-filters': filters });
    renderWithApp(<EnrolPage />, { route: '/admin/students/enrol' });
    await userEvent.upload(
      screen.getByLabelText('विद्यार्थी सूची फ़ाइल (CSV या XLSX)'),
      new File(['name\nA'], 'class-10.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'पूर्वावलोकन' }));
    expect(await screen.findByText('R-7 पहले से अनीता शर्मा का रोल नंबर है')).toBeVisible();
    expect(screen.getByText('asha@school.test पंक्ति 2 में भी है')).toBeVisible();
    expect(screen.queryByText(/is already|is also in row/)).not.toBeInTheDocument();
  });
  it('imports a clean roster as admit-card passwords when the box is ticked', async () => {
    const report: TEnrolmentReport = {
      fileName: 'centre.csv',
      rows: 1,
      valid: 1,
      problems: [],
      sample: [],
    };
    const enrolled = {
      created: 1,
      passwordsCsv: 'name,username,roll_number,class,section,password\n',
      passwordsXlsxBase64: '',
      passwordsFileNames: { csv: 'demo-passwords.csv', xlsx: 'demo-passwords.xlsx' },
    };
    const calls = stubServer({
      '/enrolment/preview': report,
      '/enrolment': enrolled,
      '/student-filters': filters,
    });
    renderWithApp(<EnrolPage />, { route: '/admin/students/enrol' });
    await userEvent.upload(
      screen.getByLabelText('Roster file (CSV or XLSX)'),
      new File(['name\nA'], 'centre.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const keep = await screen.findByRole('checkbox', {
      name: 'Candidates keep the printed password (admit cards)',
    });
    expect(keep).not.toBeChecked();
    await userEvent.click(keep);
    await userEvent.click(screen.getByRole('button', { name: 'Import 1 students' }));
    expect(await screen.findByText(/1 students enrolled/)).toBeVisible();
    const run = calls.find((call) => call.method === 'POST' && call.url.endsWith('/enrolment'));
    expect(run?.body).toMatchObject({
      fileName: 'centre.csv',
      confirm: true,
      passwords: 'admit-card',
    });
  });
});
