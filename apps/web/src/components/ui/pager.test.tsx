import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager, pageWindow } from './pager';

describe('pageWindow', () => {
  it('shows every page of a short list', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });

  it('keeps the first and last page and marks the gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });
});

describe('Pager', () => {
  it('marks the current page and reports the page chosen', async () => {
    const onChange = vi.fn();
    render(<Pager page={2} totalPages={3} onChange={onChange} label="Exam pages" />);
    expect(screen.getByText('2')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('shows nothing for a single page', () => {
    const { container } = render(
      <Pager page={1} totalPages={1} onChange={() => {}} label="Exam pages" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
