import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchTutorsFx } from '@/entities/tutor';
import { FindTutorsPage } from '@/pages/find-tutors';
import { ApiError, type TutorListQuery, type TutorListResponse } from '@/shared/api';
import { makeTutor } from '../../stories/entities/tutor/tutor-fixtures';
import { renderWithProviders } from '../render';

/** A server of `total` tutors that pages like the real one. */
function pagedServer(total: number) {
  return vi.fn(async (query: TutorListQuery): Promise<TutorListResponse> => {
    const page = Number(query.page ?? 1);
    const limit = Number(query.limit ?? 15);
    const start = (page - 1) * limit;
    const tutors = Array.from({ length: Math.max(0, Math.min(limit, total - start)) }, (_, i) => makeTutor(start + i));
    return { tutors, count: total };
  });
}

function renderPage(route: string, list: (query: TutorListQuery) => Promise<TutorListResponse>) {
  const scope = fork({ handlers: [[fetchTutorsFx, list]] });
  const rendered = renderWithProviders(<FindTutorsPage />, { route, path: '/premium_tutor', scope });
  // A page of cards and long option lists make user-event's per-click CSS check slow; nothing here is hidden by CSS.
  return { ...rendered, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null }) };
}

const lastQuery = (list: ReturnType<typeof vi.fn>) => list.mock.calls.at(-1)?.[0] as TutorListQuery;

async function choose(user: ReturnType<typeof renderPage>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('FindTutorsPage', () => {
  it('asks the server for the filters in the URL and shows the count, cards and paging', async () => {
    const list = pagedServer(40);
    renderPage('/premium_tutor?district=Dhaka&gender=Female', list);

    expect(screen.getByRole('heading', { level: 1, name: 'Find the Perfect Tutor' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading tutors' })).toBeInTheDocument();
    expect(await screen.findByText('40 tutors match your filters')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ district: 'Dhaka', gender: 'Female', page: 1, limit: 15 });
    expect(screen.getAllByRole('article')).toHaveLength(15);
    // The first card's photo is the page's largest paint: asked for first; the others wait until scrolled near.
    const [firstPhoto, ...otherPhotos] = screen.getAllByRole('article').map((card) => within(card).getByRole('img'));
    expect(firstPhoto).toHaveAttribute('fetchpriority', 'high');
    expect(firstPhoto).not.toHaveAttribute('loading');
    for (const photo of otherPhotos) expect(photo).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Showing 1-15 of 40 Tutors')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of tutors' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('shows Area only when the district is Dhaka', async () => {
    renderPage('/premium_tutor?district=Gazipur', pagedServer(3));
    await screen.findByText('3 tutors match your filters');
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('Gazipur');
    expect(screen.queryByRole('combobox', { name: 'Area' })).not.toBeInTheDocument();
  });

  it('offers the Dhaka areas once Dhaka is chosen, and sends the area', async () => {
    const list = pagedServer(5);
    const { user, router } = renderPage('/premium_tutor', list);
    await screen.findByText('5 tutors match your filters');
    expect(screen.queryByRole('combobox', { name: 'Area' })).not.toBeInTheDocument();

    await choose(user, 'District', 'Dhaka');
    await waitFor(() => expect(router.state.location.search).toBe('?district=Dhaka'));
    await choose(user, 'Area', 'Mirpur');

    await waitFor(() => expect(router.state.location.search).toBe('?district=Dhaka&area=Mirpur'));
    await waitFor(() => expect(lastQuery(list)).toEqual({ district: 'Dhaka', area: 'Mirpur', page: 1, limit: 15 }));
  });

  it('goes back to page 1 when a filter changes', async () => {
    const list = pagedServer(100);
    const { user, router } = renderPage('/premium_tutor?page=3&type=premium', list);
    expect(await screen.findByText('Showing 31-45 of 100 Tutors')).toBeInTheDocument();
    expect(lastQuery(list)).toEqual({ type: 'premium', page: 3, limit: 15 });

    await user.click(screen.getByRole('radio', { name: 'Female' }));

    await waitFor(() => expect(router.state.location.search).toBe('?type=premium&gender=Female'));
    expect(await screen.findByText('Showing 1-15 of 100 Tutors')).toBeInTheDocument();
    expect(lastQuery(list)).toEqual({ type: 'premium', gender: 'Female', page: 1, limit: 15 });
  });

  it('filters by category and class, with the three categories of the filter', async () => {
    const list = pagedServer(8);
    const { user, router } = renderPage('/premium_tutor', list);
    await screen.findByText('8 tutors match your filters');

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Bangla', 'English', 'Madrasa']);
    await user.click(screen.getByRole('option', { name: 'Madrasa' }));
    await choose(user, 'Class', 'Dakhil');

    await waitFor(() => expect(router.state.location.search).toBe('?medium=madrasa-medium&class=Dakhil'));
    await waitFor(() => expect(lastQuery(list)).toEqual({ medium: 'madrasa-medium', class: 'Dakhil', page: 1, limit: 15 }));
  });

  it('pages with Next, numbers and Previous (back to the results heading), and changes the page size back to page 1', async () => {
    const list = pagedServer(70);
    const { user, router } = renderPage('/premium_tutor', list);
    await screen.findByText('Showing 1-15 of 70 Tutors');
    const pages = () => screen.getByRole('navigation', { name: 'Pages of tutors' });
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };

    await user.click(within(pages()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 16-30 of 70 Tutors')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(scrolled).toEqual([screen.getByRole('heading', { level: 2, name: 'Tutors' })]);
    Element.prototype.scrollIntoView = scrollIntoView;

    await user.click(within(pages()).getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Showing 61-70 of 70 Tutors')).toBeInTheDocument();
    expect(within(pages()).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pages()).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 46-60 of 70 Tutors')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Tutors per page' }));
    const sizes = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(sizes).toEqual(['15', '30', '50', '100']);
    await user.click(screen.getByRole('option', { name: '30' }));
    expect(await screen.findByText('Showing 1-30 of 70 Tutors')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?size=30');
    expect(lastQuery(list)).toEqual({ page: 1, limit: 30 });
  });

  it('goes to the last page when the URL asks for a page past the end', async () => {
    const { router } = renderPage('/premium_tutor?page=9', pagedServer(20));
    expect(await screen.findByText('Showing 16-20 of 20 Tutors', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows the empty state, and "Reset Filters" goes to /premium_tutor', async () => {
    const { user, router } = renderPage('/premium_tutor?district=Bandarban&gender=Female', pagedServer(0));
    expect(await screen.findByRole('heading', { name: 'No tutors match your filters' })).toBeInTheDocument();
    expect(screen.getByText('Try changing your filter criteria or reset filters')).toBeInTheDocument();
    const resets = screen.getAllByRole('link', { name: 'Reset Filters' });
    resets.forEach((link) => expect(link).toHaveAttribute('href', '/premium_tutor'));

    await user.click(resets[0]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('');
  });

  it('shows "Error: Failed to fetch tutors" when the call fails, and tries again on demand', async () => {
    let fail = true;
    const list = vi.fn(async (): Promise<TutorListResponse> => {
      if (fail) throw new ApiError('fetch failed', 0, false);
      return { tutors: [makeTutor(0)], count: 1 };
    });
    const { user } = renderPage('/premium_tutor', list);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to fetch tutors');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('1 tutor matches your filters')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });
});
