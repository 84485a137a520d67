import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoriesCarousel, GetStarted, TuitionTypes } from '@/pages/home';
import { renderWithProviders } from '../render';

describe('CategoriesCarousel', () => {
  it('shows the 10 categories, "University Admission" for Admission Test, each opening Find tutors', () => {
    renderWithProviders(<CategoriesCarousel />);
    const carousel = screen.getByRole('region', { name: 'Tuition categories' });
    const links = within(carousel).getAllByRole('link');
    expect(links.map((link) => link.querySelector('p')?.textContent)).toEqual([
      'Bangla Medium',
      'English Version',
      'English Medium',
      'Madrasa Medium',
      'Religious Studies',
      'Language Learning',
      'Arts',
      'Skill Development Program',
      'International Study Preparation',
      'University Admission',
    ]);
    expect(links[0]).toHaveAttribute('href', '/premium_tutor?medium=bangla-medium');
    expect(links[9]).toHaveAttribute('href', '/premium_tutor?medium=admission-test');
    expect(within(carousel).getByRole('button', { name: 'Next category' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Previous category' })).toBeInTheDocument();
  });

  it('puts what it is given beside the carousel', () => {
    renderWithProviders(<CategoriesCarousel aside={<p>Beside the categories</p>} />);
    expect(screen.getByText('Beside the categories')).toBeInTheDocument();
  });
});

describe('TuitionTypes', () => {
  it('lists the five types under "Types Of Tuition"', () => {
    renderWithProviders(<TuitionTypes />);
    const section = screen.getByRole('region', { name: 'Types Of Tuition' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Home',
      'Group',
      'Special Batch',
      'Package',
      'Online',
    ]);
  });
});

describe('GetStarted', () => {
  it('gives tutors their four steps in order, and a way to join', () => {
    renderWithProviders(<GetStarted audience="tutors" />);
    const section = screen.getByRole('region', { name: 'How Tutors can get started?' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Complete Your Profile',
      'Apply for Ideal Tuition Jobs',
      'Get Shortlisted',
      'Begin Your Tutoring Journey',
    ]);
    expect(within(section).getByText(/shortlists you, then the guardian\/student selects/)).toBeInTheDocument();
    expect(within(section).getByText(/trial classes/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Join as a Tutor' })).toHaveAttribute('href', '/signup');
  });

  it('gives students/guardians their four steps in order, and a way to hire', () => {
    renderWithProviders(<GetStarted audience="students" />);
    const section = screen.getByRole('region', { name: 'How Students/Guardians can get started?' });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Build Your Profile',
      'Share Your Requirements',
      'Receive Tutor CVs',
      'Choose the Perfect Tutor',
    ]);
    expect(within(section).getByRole('link', { name: 'Hire a Tutor' })).toHaveAttribute('href', '/request_for_tutor');
  });
});
