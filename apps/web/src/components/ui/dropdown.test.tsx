import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dropdown } from './dropdown';

function renderDropdown() {
  render(
    <>
      <Dropdown label="Exams">
        <li>
          <button type="button" className="dropdown-item">
            SSC
          </button>
        </li>
      </Dropdown>
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Exams' });
}

describe('Dropdown', () => {
  it('opens on its toggle and says so', async () => {
    const toggle = renderDropdown();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list')).toHaveClass('show');
  });

  it('closes on Escape and gives focus back to the toggle', async () => {
    const toggle = renderDropdown();
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when an entry is chosen or the student clicks elsewhere', async () => {
    const toggle = renderDropdown();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'SSC' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
