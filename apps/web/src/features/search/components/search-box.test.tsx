import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('goes to /search?q= with the words typed', async () => {
    renderWithApp(<SearchBox />);
    await userEvent.type(screen.getByPlaceholderText('Search courses, exams...'), 'SSC CGL');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=SSC%20CGL');
  });

  it('does nothing for an empty box', async () => {
    renderWithApp(<SearchBox />, { route: '/home' });
    await userEvent.type(screen.getByPlaceholderText('Search courses, exams...'), '   {Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('shows the query of the search page it is on', () => {
    renderWithApp(<SearchBox />, { route: '/search?q=bank' });
    expect(screen.getByPlaceholderText('Search courses, exams...')).toHaveValue('bank');
  });
});
