import { zodResolver } from '@hookform/resolvers/zod';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n/i18n';
import { FormDialog } from './form-dialog';
import { formParseOptions } from './form-messages';
import { applyServerErrors } from './server-errors';
import { TextField } from './text-field';

const ZName = z.object({ name: z.string().trim().min(1).max(20) });

function NameForm({ refusal }: { refusal?: unknown }) {
  const form = useForm({
    resolver: zodResolver(ZName, formParseOptions),
    defaultValues: { name: '' },
  });
  const submit = form.handleSubmit(() => {
    applyServerErrors(refusal, form.setError, ['name']);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <TextField label="Name" error={form.formState.errors.name} {...form.register('name')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the form kit', () => {
  it('says a required field is missing on the field, in English and after a switch in Hindi', async () => {
    render(<NameForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('is required');
    expect(screen.getByLabelText('Name')).toBeInvalid();

    await act(() => i18n.changeLanguage('hi'));
    expect(await screen.findByText('आवश्यक है')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('आवश्यक है');
    await act(() => i18n.changeLanguage('en'));
  });

  it('puts a server field error on its field, in the same words as its own check', async () => {
    const refusal = new ApiError(400, 'BAD_REQUEST', 'name: must be at most 20 characters', [], {
      fieldErrors: [{ field: 'body.name', message: 'must be at most 20 characters' }],
    });
    render(<NameForm refusal={refusal} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Priya');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'must be at most 20 characters',
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it("disables the dialog's submit button while the request is in flight", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const dialog = (pending: boolean) => (
      <FormDialog
        show
        title="Extra time"
        onHide={() => {}}
        onSubmit={onSubmit}
        submitLabel="Give"
        pending={pending}
      >
        <p>fields</p>
      </FormDialog>
    );
    const { rerender } = render(dialog(false));
    await userEvent.click(screen.getByRole('button', { name: 'Give' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(dialog(true));
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
