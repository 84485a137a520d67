import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $testimonials,
  $testimonialsStatus,
  DEMO_TESTIMONIALS,
  fetchTestimonialsFx,
  testimonialImageUrl,
  testimonialsFor,
  testimonialsRequested,
} from '@/entities/testimonial';
import { ApiError } from '@/shared/api';
import type { Testimonial } from '@/shared/api';

const written = (overrides: Partial<Testimonial>): Testimonial => ({
  _id: 't1',
  userType: 'student',
  name: 'Shirin Sultana',
  designation: 'Guardian, Uttara',
  testimonial: 'We found a tutor in two days.',
  image: 'uploads/testimonials/shirin.jpg',
  createdAt: '2025-02-01T00:00:00.000Z',
  ...overrides,
});

describe('testimonialsFor', () => {
  it('gives the built-in demo testimonials of each role when the list is empty', () => {
    const tutors = testimonialsFor([], 'tutor');
    const students = testimonialsFor([], 'student');
    expect(tutors.length).toBeGreaterThan(1);
    expect(students.length).toBeGreaterThan(1);
    expect(tutors.every((item) => item.userType === 'tutor')).toBe(true);
    expect(students.every((item) => item.userType === 'student')).toBe(true);
    expect([...tutors, ...students]).toEqual(
      expect.arrayContaining(DEMO_TESTIMONIALS.map((item) => expect.objectContaining({ _id: item._id }))),
    );
  });

  it('gives the real testimonials of a role, and the demo ones of a role that has none', () => {
    const list = [written({ _id: 's1' }), written({ _id: 's2', name: 'Abdul Alim' })];
    expect(testimonialsFor(list, 'student').map((item) => item._id)).toEqual(['s1', 's2']);
    expect(testimonialsFor(list, 'tutor').every((item) => item._id.startsWith('demo-tutor'))).toBe(true);
  });
});

describe('testimonialImageUrl', () => {
  it('prefixes a relative path with this host and keeps absolute addresses', () => {
    expect(testimonialImageUrl('uploads/testimonials/a.jpg')).toBe('/uploads/testimonials/a.jpg');
    expect(testimonialImageUrl('/uploads/testimonials/a.jpg')).toBe('/uploads/testimonials/a.jpg');
    expect(testimonialImageUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(testimonialImageUrl(null)).toBeNull();
    expect(testimonialImageUrl(' ')).toBeNull();
  });
});

describe('testimonials model', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the list', async () => {
    const list = [written({})];
    const fetch = vi.fn(async () => ({ testimonials: list }));
    const scope = fork({ handlers: [[fetchTestimonialsFx, fetch]] });
    await allSettled(testimonialsRequested, { scope });
    expect(scope.getState($testimonials)).toEqual(list);
    expect(scope.getState($testimonialsStatus)).toBe('ready');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure (the carousels then show the demo testimonials)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const scope = fork({
      handlers: [[fetchTestimonialsFx, async () => Promise.reject(new ApiError('Internal Server Error', 500, true))]],
    });
    await allSettled(testimonialsRequested, { scope });
    expect(scope.getState($testimonials)).toEqual([]);
    expect(scope.getState($testimonialsStatus)).toBe('failed');
    expect(error).toHaveBeenCalledWith('Could not load testimonials:', 'Internal Server Error');
  });

  it('keeps what it shows when a reload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const list = [written({})];
    const scope = fork({
      values: [[$testimonials, list], [$testimonialsStatus, 'ready']],
      handlers: [[fetchTestimonialsFx, async () => Promise.reject(new ApiError('offline', 0, false))]],
    });
    await allSettled(testimonialsRequested, { scope });
    expect(scope.getState($testimonials)).toEqual(list);
    expect(scope.getState($testimonialsStatus)).toBe('ready');
  });
});
