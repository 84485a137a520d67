// The list's record card (words by key, naming, chips, footer) and the model's tab counts.
import { screen, within } from '@testing-library/react';
import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { createPagedList } from '@/shared/lib/paged-list';
import { locationChanged, navigationRequested } from '@/shared/lib/router-sync';
import { ListScreen, RecordCard } from '@/shared/ui/paged-list';
import { renderWithProviders } from '../render';

type Row = { _id: string; name: string; done: boolean; subjects: string[] };
type Answer = { rows: Row[]; total: number; counts: { all: number; pending: number; completed: number } };

const rows: Row[] = [
  { _id: 'r1', name: 'Nusrat', done: false, subjects: ['Math', 'Physics', 'Chemistry'] },
  { _id: 'r2', name: 'Ayaan', done: true, subjects: ['English'] },
];
const answer = (status: string): Answer => {
  const shown = rows.filter((row) => status === 'all' || row.done === (status === 'completed'));
  return { rows: shown, total: shown.length, counts: { all: 2, pending: 1, completed: 1 } };
};

const makeList = () =>
  createPagedList({
    path: '/things',
    texts: { ns: 'admin', prefix: 'tutorRequests' },
    filters: { status: 'all' },
    filterValues: { status: ['all', 'pending', 'completed'] },
    load: async ({ filters }) => answer(filters.status),
    toItems: (got: Answer) => ({ items: got.rows, total: got.total }),
    counts: { tab: (row: Row) => (row.done ? 'completed' : 'pending') },
    matches: (row, { status }) => status === 'all' || row.done === (status === 'completed'),
  });

describe('the model’s tab counts', () => {
  it('come from the answer, move at once when a replaced row changes tab, and stay null without `counts`', async () => {
    const list = makeList();
    const scope = fork();
    createWatch({ unit: navigationRequested, scope, fn: (to) => void allSettled(locationChanged, { scope, params: to }) });
    await allSettled(locationChanged, { scope, params: { pathname: '/things', search: '' } });
    expect(scope.getState(list.$counts)).toEqual({ all: 2, pending: 1, completed: 1 });

    const moved: unknown[] = [];
    createWatch({ unit: list.countMoved, scope, fn: (move) => moved.push(move) });
    await allSettled(list.itemReplaced, { scope, params: { ...rows[0]!, done: true } });
    expect(moved).toEqual([{ from: 'pending', to: 'completed' }]);
    expect(scope.getState(list.$counts)).toEqual({ all: 2, pending: 0, completed: 2 });
    // A copy in the same tab moves nothing.
    await allSettled(list.itemReplaced, { scope, params: { ...rows[0]!, done: true, name: 'Nusrat J' } });
    expect(moved).toHaveLength(1);

    const plain = createPagedList({ path: '/plain', load: async () => answer('all'), toItems: (got: Answer) => ({ items: got.rows, total: got.total }) });
    await allSettled(locationChanged, { scope, params: { pathname: '/plain', search: '' } });
    expect(scope.getState(plain.$status)).toBe('ready');
    expect(scope.getState(plain.$counts)).toBeNull();
  });
});

describe('RecordCard', () => {
  it('says its words by key, is named by its title or its label, and shows badges, lines, chips and the footer; the screen shows the counts', async () => {
    const list = makeList();
    renderWithProviders(
      <ListScreen
        model={list}
        filter={{ name: 'status', as: 'tabs' }}
        card={(row) =>
          row.done ? (
            <RecordCard
              title={row.name}
              sub="Id: 2"
              accent="green"
              badges={[{ word: 'completed', color: 'green' }]}
              lines={{ classLevel: 'HSC' }}
              footer={(titleId) => <button aria-describedby={titleId}>Open</button>}
            />
          ) : (
            <RecordCard labelled={{ name: row.name }} title={row.name} chips={{ label: 'pending', items: row.subjects }} data-status="pending" />
          )
        }
      />,
      { route: '/things' },
    );
    const named = await screen.findByRole('article', { name: 'Request from Nusrat' });
    expect(named).toHaveAttribute('data-status', 'pending');
    const chips = within(named).getByRole('list', { name: 'Pending' });
    expect(within(chips).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Math', 'Physics', '...']);
    expect(within(chips).getByText('...')).toHaveAttribute('title', 'Chemistry');

    const titled = screen.getByRole('article', { name: 'Ayaan' });
    expect(titled.style.borderLeft).toContain('green');
    expect(within(titled).getByText('Completed')).toBeInTheDocument();
    expect(within(titled).getByText('Id: 2')).toBeInTheDocument();
    expect(within(titled).getByText('Class Level:').parentElement).toHaveTextContent('Class Level: HSC');
    expect(within(titled).getByRole('button', { name: 'Open' })).toHaveAccessibleDescription('Ayaan');

    // The model's counts: beside the tabs and as the open tab's Total.
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveTextContent('Pending1');
  });
});
