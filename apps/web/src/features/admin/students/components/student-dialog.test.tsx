import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TAdminStudent } from '@exam/contracts/admin/student-entities';
import { errorEnvelope, jsonResponse, mockApi } from '@/testing/mock-api';
import { renderWithApp } from '@/testing/render';
import '../../i18n/translations';
import { StudentDialog } from './student-dialog';

/** An aspirant who is not a school student: class 0. */
const priya: TAdminStudent = {
  id: 9,
  name: 'Priya Meena',
  username: 'priya@example.test',
  fatherName: 'NA',
  motherName: 'NA',
  instituteId: 1,
  instituteName: 'Demo',
  studentClass: 0,
  studentSection: '',
  rollNo: 'A-17',
  centreId: null,
  centreName: null,
  districtId: null,
  blockId: null,
  active: true,
  mustChangePassword: false,
  extraTimePercent: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
};

/** Opens the dialog on Priya: the dialog. */
function editPriya(onClose: () => void = () => {}) {
  renderWithApp(
    <StudentDialog
      edit={{ student: priya }}
      filters={undefined}
      onClose={onClose}
      onCreated={() => {}}
    />,
  );
  return screen.getByRole('dialog', { name: 'Edit Priya Meena' });
}

describe('the student dialog', () => {
  it('saves an aspirant without a school class, the class staying 0', async () => {
    let sent: unknown;
    mockApi({
      'PUT /v2/api/admin/students/9': ({ init }: { init: RequestInit }) => {
        sent = JSON.parse(String(init.body));
        return { ...priya, extraTimePercent: 25 };
      },
    });
    const onClose = vi.fn();
    const dialog = editPriya(onClose);
    expect(within(dialog).getByLabelText('Class')).toHaveValue('');
    await userEvent.clear(within(dialog).getByLabelText('Accessibility extra time (%)'));
    await userEvent.type(within(dialog).getByLabelText('Accessibility extra time (%)'), '25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toMatchObject({ name: 'Priya Meena', studentClass: 0, extraTimePercent: 25 });
  });

  it('says on the field what a class out of range is', async () => {
    const fetchMock = mockApi({});
    const dialog = editPriya();
    await userEvent.type(within(dialog).getByLabelText('Class'), '13');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('must be a class from 1 to 12, or left empty'),
    ).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the server's refusal on the field it names and stays open; closing forgets it", async () => {
    const taken = 'This username is already taken.';
    mockApi({
      'PUT /v2/api/admin/students/9': jsonResponse(
        {
          ...errorEnvelope(400, 'BAD_REQUEST', taken),
          fieldErrors: [{ field: 'body.username', message: taken }],
        },
        400,
      ),
    });
    const onClose = vi.fn();
    const dialog = editPriya(onClose);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const username = within(dialog).getByLabelText('Mobile or e-mail');
    await vi.waitFor(() => expect(username).toHaveAccessibleDescription(taken));
    expect(username).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();

    const [, cancel] = within(dialog).getAllByRole('button', { name: 'Cancel' });
    await userEvent.click(cancel ?? dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByText(taken)).toBeNull();
  });
});
