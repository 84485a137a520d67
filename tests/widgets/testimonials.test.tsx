import { screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $testimonials, $testimonialsStatus, DEMO_TESTIMONIALS } from '@/entities/testimonial';
import type { Testimonial } from '@/shared/api';
import { TestimonialsSection, TestimonialsTicker } from '@/pages/home';
import { renderWithProviders } from '../render';

const written: Testimonial = {
  _id: 'real-1',
  userType: 'student',
  name: 'Shirin Sultana',
  designation: 'Guardian, Uttara',
  testimonial: 'We found a tutor for my son in two days.',
  image: 'uploads/testimonials/shirin.jpg',
  createdAt: '2025-02-01T00:00:00.000Z',
};

const demoNames = (role: Testimonial['userType']) =>
  DEMO_TESTIMONIALS.filter((item) => item.userType === role).map((item) => item.name);

function renderSection(testimonials: Testimonial[], status: 'loading' | 'ready' | 'failed' = 'ready') {
  const scope = fork({ values: [[$testimonials, testimonials], [$testimonialsStatus, status]] });
  return renderWithProviders(<TestimonialsSection />, { scope });
}

describe('TestimonialsSection', () => {
  it('shows the built-in demo testimonials of both roles when the list is empty', () => {
    renderSection([]);
    const tutors = screen.getByRole('region', { name: 'What tutors say' });
    const students = screen.getByRole('region', { name: 'What guardians and students say' });
    for (const name of demoNames('tutor')) expect(within(tutors).getByText(name)).toBeInTheDocument();
    for (const name of demoNames('student')) expect(within(students).getByText(name)).toBeInTheDocument();
  });

  it('shows the demo testimonials too when the list could not be loaded', () => {
    renderSection([], 'failed');
    expect(screen.getByText(demoNames('tutor')[0])).toBeInTheDocument();
  });

  it('shows real testimonials with their photo under this host, and demo ones for a role without any', () => {
    renderSection([written]);
    const students = screen.getByRole('region', { name: 'What guardians and students say' });
    expect(within(students).getByText('Shirin Sultana')).toBeInTheDocument();
    expect(within(students).getByText('We found a tutor for my son in two days.')).toBeInTheDocument();
    expect(within(students).getByRole('img', { name: 'Photo of Shirin Sultana' })).toHaveAttribute(
      'src',
      '/uploads/testimonials/shirin.jpg',
    );
    for (const name of demoNames('student')) expect(within(students).queryByText(name)).not.toBeInTheDocument();
    const tutors = screen.getByRole('region', { name: 'What tutors say' });
    expect(within(tutors).getByText(demoNames('tutor')[0])).toBeInTheDocument();
  });

  it('shows initials instead of a photo when there is none', () => {
    renderSection([{ ...written, image: null }]);
    const students = screen.getByRole('region', { name: 'What guardians and students say' });
    expect(within(students).queryByRole('img', { name: 'Photo of Shirin Sultana' })).not.toBeInTheDocument();
    expect(within(students).getByText('SS')).toBeInTheDocument();
  });

  it('shows placeholders, not demo texts, while loading', () => {
    renderSection([], 'loading');
    expect(screen.queryByText(demoNames('tutor')[0])).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What tutors say' })).not.toBeInTheDocument();
  });
});

describe('TestimonialsTicker', () => {
  it('shows both roles together in one compact carousel (the demo ones when empty)', () => {
    const scope = fork({ values: [[$testimonials, []], [$testimonialsStatus, 'ready']] });
    renderWithProviders(<TestimonialsTicker />, { scope });
    const carousel = screen.getByRole('region', { name: 'Voices of Shikhon' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(DEMO_TESTIMONIALS.length);
  });
});
