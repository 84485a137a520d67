import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { boardSubjects, tuitionLocation, tuitionTitle, TuitionCard } from '@/entities/tuition';
import { makeTuition } from '../../stories/entities/tuition/fixtures';
import { renderWithProviders } from '../render';

const now = new Date('2026-03-05T17:00:00.000Z');

function renderCard(overrides: Parameters<typeof makeTuition>[0] = {}) {
  renderWithProviders(<TuitionCard tuition={makeTuition(overrides)} now={now} />);
  return screen.getByRole('article');
}

describe('TuitionCard', () => {
  it('shows every field of a job in the board formats', () => {
    const card = renderCard();
    expect(within(card).getByRole('heading', { name: 'Tutor Needed For Bangla Medium' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Dhanmondi, Dhaka');
    expect(card).toHaveTextContent('Job ID: SK-10234');
    expect(card).not.toHaveTextContent('7f3a9c21');
    expect(within(card).getByText('Home Tutoring')).toBeInTheDocument();
    expect(within(card).getByText('5 hours ago')).toBeInTheDocument();
    expect(card).toHaveTextContent('Category:Bangla Medium');
    expect(card).toHaveTextContent('Class:Class 8');
    expect(card).toHaveTextContent('Preferred Tutor:Female');
    expect(card).toHaveTextContent('Tutoring Days:4 Days/Week');
    const subjects = within(card).getByRole('list', { name: 'Subjects' });
    expect(within(subjects).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['MATH', 'ENGLISH', 'PHYSICS']);
    expect(card).toHaveTextContent('Salary:6000 TK/Month');
    expect(card).toHaveTextContent(`Posted at: ${'March 5, 2026'}`);
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/tuition_details/7f3a9c21-4b6e-4d2a-9f10-2c8e5a7b1d34',
    );
  });

  it('uses the display defaults for what the job leaves out', () => {
    const card = renderCard({
      preferredTutor: 'Any',
      salary: null,
      subjects: [],
      tutoringType: '',
      area: '',
      location: 'Mirpur 10',
      postedAt: '2026-02-25T17:00:00.000Z',
    });
    expect(card).toHaveTextContent('Preferred Tutor:Any Gender');
    expect(card).toHaveTextContent('Salary:Negotiable');
    expect(card).toHaveTextContent('Mirpur 10, Dhaka');
    expect(within(card).getByText('Home Tutoring')).toBeInTheDocument();
    expect(within(card).getByText('8 days ago')).toBeInTheDocument();
    const subjects = within(card).getByRole('list', { name: 'Subjects' });
    expect(within(subjects).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ENGLISH', 'MATH']);
  });

  it('shows "Just now" for a job posted within the hour and a salary range as given', () => {
    const card = renderCard({ postedAt: '2026-03-05T16:40:00.000Z', salary: '5000-6000' });
    expect(within(card).getByText('Just now')).toBeInTheDocument();
    expect(card).toHaveTextContent('Salary:5000-6000 TK/Month');
  });
});

describe('tuition display rules', () => {
  it('titles a job by its own title, else by its category in Title Case', () => {
    expect(tuitionTitle({ title: null, category: 'ENGLISH MEDIUM' })).toBe('Tutor Needed For English Medium');
    expect(tuitionTitle({ title: '  ', category: 'english-version' })).toBe('Tutor Needed For English Version');
    expect(tuitionTitle({ title: 'IELTS coach needed', category: 'language learning' })).toBe('IELTS coach needed');
  });

  it('locates a job by area, else location, then district', () => {
    expect(tuitionLocation({ area: 'Uttara', location: 'Sector 7', district: 'Dhaka' })).toBe('Uttara, Dhaka');
    expect(tuitionLocation({ area: '', location: 'Sector 7', district: 'Dhaka' })).toBe('Sector 7, Dhaka');
    expect(tuitionLocation({ area: '', location: '', district: 'Dhaka' })).toBe('Dhaka');
  });

  it('falls back to ENGLISH and MATH only when a job names no subject', () => {
    expect(boardSubjects({ subjects: [' ', ''] })).toEqual(['ENGLISH', 'MATH']);
    expect(boardSubjects({ subjects: ['BIOLOGY'] })).toEqual(['BIOLOGY']);
  });
});
