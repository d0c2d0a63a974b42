import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { aSet, aStudent } from '@/testing/fixtures';
import { jsonResponse, logIn, mockApi, offContract } from '@/testing/mock-api';
import { currentLocation, renderWithApp } from '@/testing/render';
import { StudentProfileView } from './student-profile-view';

const BY_TOKEN = 'POST /v2/api/cbt/student/get/by/token';
const CENTRE_3 = 'GET /v2/api/cbt/exam/center/get/by/centreId/3';
const centre = { name: 'Government Senior Secondary School, Sanganer', districtId: 2 };

const field = (label: string) => screen.getByLabelText(label);

describe('StudentProfileView', () => {
  it("shows the student's details read-only, with the centre by name", async () => {
    logIn(aStudent());
    mockApi({ [BY_TOKEN]: aStudent(), [CENTRE_3]: centre });
    renderWithApp(<StudentProfileView state={{ setData: aSet() }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Student Profile' })).toBeInTheDocument();
    expect(field('Student Name')).toHaveTextContent('Priya Meena');
    expect(field('Student Name').tagName).toBe('OUTPUT');
    expect(field('Father Name')).toHaveTextContent('Ramesh Meena');
    expect(field('Mother Name')).toHaveTextContent('Sunita Meena');
    expect(field('Class Name')).toHaveTextContent('10');
    expect(field('Section Name')).toHaveTextContent('A');
    await vi.waitFor(() => expect(field('Center Name')).toHaveTextContent(centre.name));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the stored details while the fresh ones load, then the fresh ones', async () => {
    logIn(aStudent({ name: 'Old Name' }));
    mockApi({ [BY_TOKEN]: aStudent({ name: 'New Name' }), [CENTRE_3]: centre });
    renderWithApp(<StudentProfileView state={null} />);
    expect(field('Student Name')).toHaveTextContent('Old Name');
    await vi.waitFor(() => expect(field('Student Name')).toHaveTextContent('New Name'));
  });

  it('shows a failed centre lookup as red text above the form: the HTTP status text', async () => {
    logIn(aStudent());
    mockApi({
      [BY_TOKEN]: aStudent(),
      [CENTRE_3]: jsonResponse(
        {
          statusCode: 404,
          status: 0,
          code: 'NOT_FOUND',
          message: 'Centre 3 was not found.',
          errors: ['Centre 3 was not found.'],
          response: null,
        },
        404,
        'Not Found',
      ),
    });
    renderWithApp(<StudentProfileView state={null} />);
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('The centre name could not be loaded: Not Found');
    expect(error).toHaveClass('text-danger');
    expect(error.compareDocumentPosition(field('Center Name'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(field('Center Name')).toHaveTextContent('—');
  });

  it("shows the body's first error when the HTTP status is 200 but the body's is not", async () => {
    logIn(aStudent());
    mockApi({
      [BY_TOKEN]: aStudent(),
      [CENTRE_3]: offContract(
        "SPEC §8: the centre lookup reads the body's statusCode apart from the HTTP status",
        jsonResponse(
          { statusCode: 404, status: 0, errors: ['Centre 3 was not found.'], response: null },
          200,
        ),
      ),
    });
    renderWithApp(<StudentProfileView state={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Centre 3 was not found.');
  });

  it("shows '—' for a student without a centre or school details, and looks nothing up", async () => {
    const selfRegistered = aStudent({
      centerId: null,
      fatherName: 'NA',
      motherName: 'NA',
      studentClass: 0,
      studentSection: '0',
    });
    logIn(selfRegistered);
    const fetchMock = mockApi({ [BY_TOKEN]: selfRegistered });
    renderWithApp(<StudentProfileView state={null} />);
    expect(field('Center Name')).toHaveTextContent('—');
    expect(field('Father Name')).toHaveTextContent('—');
    expect(field('Class Name')).toHaveTextContent('—');
    expect(field('Section Name')).toHaveTextContent('—');
    await vi.waitFor(() => expect(field('Student Name')).toHaveTextContent('Priya Meena'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('center'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Next goes to /systemInstruction with studentData and setData', async () => {
    logIn(aStudent());
    mockApi({ [BY_TOKEN]: aStudent(), [CENTRE_3]: centre });
    renderWithApp(<StudentProfileView state={{ setData: aSet() }} />);
    expect(screen.getByText('Set: Mock Test 1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const { path, state } = currentLocation(screen.getByTestId('location'));
    expect(path).toBe('/systemInstruction');
    expect(state).toMatchObject({
      studentData: { studentId: 7, name: 'Priya Meena' },
      setData: { examSetId: 10 },
    });
  });

  it('without a chosen set, Next is disabled and says how to choose one', () => {
    logIn(aStudent());
    mockApi({ [BY_TOKEN]: aStudent(), [CENTRE_3]: centre });
    renderWithApp(<StudentProfileView state={null} />);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(/choose a set from an exam's set list/);
    expect(screen.getByRole('link', { name: 'Browse all exams' })).toHaveAttribute(
      'href',
      '/exam/list/',
    );
  });

  it('is in Hindi when the student chose Hindi', async () => {
    await i18n.changeLanguage('hi');
    logIn(aStudent());
    mockApi({ [BY_TOKEN]: aStudent(), [CENTRE_3]: centre });
    renderWithApp(<StudentProfileView state={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'छात्र प्रोफ़ाइल' })).toBeInTheDocument();
    expect(field('छात्र का नाम')).toHaveTextContent('Priya Meena');
    expect(field('केंद्र का नाम')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'आगे' })).toBeDisabled();
  });
});
