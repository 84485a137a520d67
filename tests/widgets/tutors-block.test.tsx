import { act, screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchTutorsFx } from '@/entities/tutor';
import { ApiError } from '@/shared/api';
import type { PublicTutor, TutorListQuery, TutorListResponse } from '@/shared/api';
import {
  $homeTutors,
  $homeTutorsError,
  $homeTutorsStatus,
  homeTutorsOf,
  homeTutorsRequested,
  isFeaturedTutor,
  TutorsBlock,
  tutorsErrorMessage,
} from '@/pages/home';
import { renderWithProviders } from '../render';

const tutor = (id: string, flags: Partial<PublicTutor> = {}): PublicTutor => ({
  _id: id,
  tutorId: null,
  name: `Tutor ${id}`,
  image: null,
  gender: 'Female',
  district: 'Dhaka',
  area: 'Mirpur',
  isPremium: false,
  isVerified: false,
  isFeatured: false,
  isAvailable: true,
  institute: 'University of Dhaka',
  subject: 'Physics',
  tuition: { preferredMedium: ['bangla-medium'], preferredClasses: ['HSC First Year'] },
  ...flags,
});

describe('the featured rule', () => {
  it('features a tutor who is verified, or has featured "true", or is featured', () => {
    expect(isFeaturedTutor({ isVerified: true })).toBe(true);
    expect(isFeaturedTutor({ featured: 'true' })).toBe(true);
    expect(isFeaturedTutor({ isFeatured: true })).toBe(true);
    expect(isFeaturedTutor({ isVerified: false, featured: 'false', isFeatured: false })).toBe(false);
    expect(isFeaturedTutor({})).toBe(false);
  });

  it('keeps the featured tutors only', () => {
    const list = [tutor('a'), tutor('b', { isVerified: true }), tutor('c'), tutor('d', { isFeatured: true })];
    expect(homeTutorsOf(list).map((item) => item._id)).toEqual(['b', 'd']);
    expect(homeTutorsOf([{ _id: 'x', featured: 'true' }, { _id: 'y' }])).toEqual([{ _id: 'x', featured: 'true' }]);
  });

  it('falls back to all tutors when none is featured', () => {
    const list = [tutor('a'), tutor('b'), tutor('c')];
    expect(homeTutorsOf(list).map((item) => item._id)).toEqual(['a', 'b', 'c']);
    expect(homeTutorsOf([])).toEqual([]);
  });
});

describe('tutorsErrorMessage', () => {
  it('reads "Failed to fetch tutors: " and the failure in words, never a bare status code', () => {
    expect(tutorsErrorMessage(new ApiError('The tutor list is being rebuilt.', 503, true))).toBe(
      'Failed to fetch tutors: The tutor list is being rebuilt.',
    );
    expect(tutorsErrorMessage(new ApiError('', 500, false))).toBe(
      'Failed to fetch tutors: Something went wrong on our side. Please try again in a few minutes.',
    );
    expect(tutorsErrorMessage(new ApiError('', 404, false))).toBe(
      'Failed to fetch tutors: We could not find what you were looking for. It may have been removed.',
    );
    expect(tutorsErrorMessage(new ApiError('fetch failed', 0, false))).toBe(
      'Failed to fetch tutors: We could not reach the server. Please check your connection and try again.',
    );
  });
});

function answer(tutors: PublicTutor[]): TutorListResponse {
  return { tutors, count: tutors.length };
}

async function loadBlock(handler: (query: TutorListQuery) => Promise<TutorListResponse>) {
  const fetchTutors = vi.fn(handler);
  const scope = fork({ handlers: [[fetchTutorsFx, fetchTutors]] });
  renderWithProviders(<TutorsBlock />, { scope });
  await act(() => allSettled(homeTutorsRequested, { scope }));
  return { scope, fetchTutors };
}

describe('TutorsBlock', () => {
  it('shows "Loading tutors..." while loading', () => {
    const scope = fork({ values: [[$homeTutorsStatus, 'loading']] });
    renderWithProviders(<TutorsBlock />, { scope });
    expect(screen.getByText('Loading tutors...')).toBeInTheDocument();
  });

  it('asks for the featured tutors and shows them', async () => {
    const { fetchTutors } = await loadBlock(async () =>
      answer([tutor('a', { isVerified: true }), tutor('b', { isFeatured: true })]),
    );
    expect(fetchTutors).toHaveBeenCalledTimes(1);
    expect(fetchTutors).toHaveBeenCalledWith(expect.objectContaining({ featured: 'true' }));
    expect(screen.getByRole('heading', { name: 'Featured Tutors' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tutor a' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tutor b' })).toBeInTheDocument();
    expect(screen.queryByText('Loading tutors...')).not.toBeInTheDocument();
  });

  it('shows all tutors when none is featured', async () => {
    const { fetchTutors, scope } = await loadBlock(async (query) =>
      query.featured === 'true' ? answer([]) : answer([tutor('a'), tutor('b'), tutor('c')]),
    );
    expect(fetchTutors).toHaveBeenCalledTimes(2);
    expect(fetchTutors.mock.calls[1][0]).not.toHaveProperty('featured');
    expect(scope.getState($homeTutors).map((item) => item._id)).toEqual(['a', 'b', 'c']);
    expect(screen.getAllByRole('link', { name: /View Details/ })).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Our Tutors' })).toBeInTheDocument();
  });

  it('shows "Error: {message}" and no tutors when the fetch fails', async () => {
    const { scope } = await loadBlock(async () =>
      Promise.reject(new ApiError('Something went wrong on our side. Please try again.', 500, true)),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: Failed to fetch tutors: Something went wrong on our side. Please try again.',
    );
    expect(scope.getState($homeTutors)).toEqual([]);
    expect(scope.getState($homeTutorsError)).toBe('Failed to fetch tutors: Something went wrong on our side. Please try again.');
    expect(screen.queryByRole('link', { name: /View Details/ })).not.toBeInTheDocument();
  });
});

describe('home tutors model', () => {
  it('keeps the tutors shown while they are asked for again', async () => {
    let release: (value: TutorListResponse) => void = () => {};
    const shown = [tutor('a', { isVerified: true })];
    const scope = fork({
      values: [[$homeTutors, shown], [$homeTutorsStatus, 'ready']],
      handlers: [[fetchTutorsFx, () => new Promise<TutorListResponse>((resolve) => (release = resolve))]],
    });
    const settled = allSettled(homeTutorsRequested, { scope });
    expect(scope.getState($homeTutorsStatus)).toBe('ready');
    expect(scope.getState($homeTutors)).toEqual(shown);
    release(answer([tutor('b', { isFeatured: true })]));
    await settled;
    expect(scope.getState($homeTutors).map((item) => item._id)).toEqual(['b']);
  });
});
