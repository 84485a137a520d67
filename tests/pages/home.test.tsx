import { screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchAffiliatesFx } from '@/entities/affiliate';
import { fetchTestimonialsFx } from '@/entities/testimonial';
import { fetchTutorsFx } from '@/entities/tutor';
import { fetchDistrictCountsFx, fetchPublicStatsFx, HomePage } from '@/pages/home';
import type { Affiliate, PublicTutor } from '@/shared/api';
import { renderWithProviders } from '../render';

const tutor: PublicTutor = {
  _id: 't-1',
  tutorId: 1001,
  name: 'Nusrat Jahan',
  image: null,
  gender: 'Female',
  district: 'Chattogram',
  area: 'Panchlaish',
  isPremium: true,
  isVerified: true,
  isFeatured: false,
  isAvailable: true,
  institute: 'University of Chittagong',
  subject: 'English',
  tuition: { preferredMedium: ['english-medium'], preferredClasses: ['O Level'] },
};

const offer: Affiliate = {
  _id: 'aff-1',
  name: 'bookbazar',
  title: '20% off exam guides',
  description: 'Guides and test papers.',
  logo: null,
  image: null,
  link: 'https://bookbazar.example',
  benefits: ['Free delivery'],
  promocode: 'SHIKHON20',
  deadline: null,
  createdAt: '2025-01-10T00:00:00.000Z',
};

describe('HomePage', () => {
  it('loads every section once and shows them in the order of the spec', async () => {
    const handlers = {
      counts: vi.fn(async () => ({ data: { Dhaka: 42 } })),
      stats: vi.fn(async () => ({ tutors: 25000, students: 32000, liveJobs: 642 })),
      testimonials: vi.fn(async () => ({ testimonials: [] })),
      tutors: vi.fn(async () => ({ tutors: [tutor], count: 1 })),
      affiliates: vi.fn(async () => ({ data: [offer] })),
    };
    const scope = fork({
      handlers: [
        [fetchDistrictCountsFx, handlers.counts],
        [fetchPublicStatsFx, handlers.stats],
        [fetchTestimonialsFx, handlers.testimonials],
        [fetchTutorsFx, handlers.tutors],
        [fetchAffiliatesFx, handlers.affiliates],
      ],
    });
    renderWithProviders(<HomePage />, { scope });

    expect(await screen.findByRole('link', { name: /^Dhaka/ })).toHaveTextContent('42 Tuitions');
    expect(await screen.findByText('25,000')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nusrat Jahan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Opportunity of Yours' })).toBeInTheDocument();
    for (const handler of Object.values(handlers)) expect(handler).toHaveBeenCalledTimes(1);

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reliable Tuition Platform for Home & Online');
    expect(headings).toEqual([
      'Tuition Categories',
      'Types Of Tuition',
      'How Tutors can get started?',
      'How Students/Guardians can get started?',
      'What Our Community Says',
      'Featured Tutors',
      'Opportunity of Yours',
      'We were featured on:',
    ]);
    // The statistics band sits between the get-started blocks and the testimonials.
    const band = screen.getByRole('region', { name: 'Shikhon in numbers' });
    const testimonials = screen.getByRole('region', { name: 'What Our Community Says' });
    const students = screen.getByRole('region', { name: 'How Students/Guardians can get started?' });
    expect(students.compareDocumentPosition(band) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(band.compareDocumentPosition(testimonials) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Shikhon: Reliable Tuition Platform for Home & Online'));
  });
});
