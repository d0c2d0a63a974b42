import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { currentLocation, renderWithApp } from '@/testing/render';
import { DataTable, type Column } from './data-table';
import type { ListQuery } from './list-states';
import { useListState } from './use-list-state';

interface Pupil {
  name: string;
  score: number;
}

const PUPILS: Pupil[] = [
  { name: 'Asha', score: 7 },
  { name: 'Bilal', score: 9 },
  { name: 'Chitra', score: 5 },
];

const ZQuery = z.object({
  sort: z.enum(['name', 'score']).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
});

const COLUMNS: Column<Pupil>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', rowHeader: true, cell: (p) => p.name },
  { id: 'score', header: 'Score', sortKey: 'score', numeric: true, cell: (p) => p.score },
  { id: 'actions', header: 'Actions', hideHeader: true, cell: () => null },
];

const done: ListQuery = { isPending: false, isError: false, error: null, refetch: () => {} };

/** A page as the console builds one: state from the address, rows sorted as it says. */
function Pupils({ rows = PUPILS, query = done }: { rows?: Pupil[]; query?: ListQuery }) {
  const list = useListState(ZQuery);
  const { sort, dir } = list.state;
  const sorted = [...rows].sort(
    (a, b) => (a[sort] > b[sort] ? 1 : a[sort] < b[sort] ? -1 : 0) * (dir === 'asc' ? 1 : -1),
  );
  return (
    <DataTable
      caption="Pupils"
      columns={COLUMNS}
      rows={sorted}
      rowKey={(p) => p.name}
      query={query}
      empty={{ title: 'No pupils yet.' }}
      sort={{ key: sort, dir, onSort: list.sortBy }}
    />
  );
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('sorts on a click of a header, says how in aria-sort and keeps it in the address', async () => {
    const user = userEvent.setup();
    renderWithApp(<Pupils />, { route: '/pupils?page=2' });
    const name = screen.getByRole('columnheader', { name: /Name/ });
    const score = screen.getByRole('columnheader', { name: /Score/ });
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(score).toHaveAttribute('aria-sort', 'none');

    await user.click(within(score).getByRole('button'));
    expect(score).toHaveAttribute('aria-sort', 'ascending');
    expect(name).toHaveAttribute('aria-sort', 'none');
    expect(names()).toEqual(['Chitra', 'Asha', 'Bilal']);
    // A new order starts again at page 1; defaults (dir=asc, page=1) are not written.
    expect(currentLocation(screen.getByTestId('location')).path).toBe('/pupils?sort=score');

    within(score).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(score).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Bilal', 'Asha', 'Chitra']);
    expect(currentLocation(screen.getByTestId('location')).path).toBe(
      '/pupils?sort=score&dir=desc',
    );
  });

  it('reads its order from the address and ignores values it does not know', () => {
    renderWithApp(<Pupils />, { route: '/pupils?sort=height&dir=desc' });
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(names()).toEqual(['Chitra', 'Bilal', 'Asha']);
  });

  it('shows the empty state instead of an empty table', () => {
    renderWithApp(<Pupils rows={[]} />);
    expect(screen.getByRole('heading', { name: 'No pupils yet.' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows skeleton rows while loading, and the error with a Retry that loads again', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<Pupils query={{ ...done, isPending: true }} rows={[]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'No pupils yet.' })).not.toBeInTheDocument();
    unmount();

    const refetch = vi.fn();
    renderWithApp(
      <Pupils
        query={{ ...done, isError: true, error: new Error('Server unreachable'), refetch }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server unreachable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});

/** Buttons that page, sort and go Back, to see which changes are history entries. */
function PagedPupils() {
  const list = useListState(ZQuery);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => list.setPage(list.state.page + 1)}>
        Next page
      </button>
      <button type="button" onClick={() => list.sortBy('score')}>
        By score
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

describe('useListState', () => {
  it('makes a page change a history entry and a new order a replacement of the current one', async () => {
    const user = userEvent.setup();
    renderWithApp(<PagedPupils />, { route: '/pupils?dir=desc' });
    const path = () => currentLocation(screen.getByTestId('location')).path;

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(path()).toBe('/pupils?dir=desc&page=2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(path()).toBe('/pupils?dir=desc');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'By score' }));
    // A new order starts at page 1 and takes the place of page 2 in the history.
    expect(path()).toBe('/pupils?sort=score');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(path()).toBe('/pupils?dir=desc');
  });
});
