// Demo data for the home page's stories: shaped by the contract, no server needed.
import type { Affiliate, PublicStatsResponse, Testimonial } from '@/shared/api';

/** A drawn banner as a data address, so the stories need no image server. */
function banner(text: string, background: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300"><rect width="600" height="300" fill="${background}"/><text x="300" y="165" text-anchor="middle" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const districtCounts: Record<string, number> = {
  Dhaka: 214,
  Chattogram: 87,
  Gazipur: 41,
  Narayanganj: 33,
  Rajshahi: 29,
  Sylhet: 24,
  Khulna: 19,
  Cumilla: 17,
  Mymensingh: 12,
  Rangpur: 8,
  Bogura: 6,
  "Cox's Bazar": 3,
};

export const publicStats: PublicStatsResponse = { tutors: 25318, students: 32146, liveJobs: 642 };

export const testimonials: Testimonial[] = [
  {
    _id: 'tm-1',
    userType: 'tutor',
    name: 'Arif Hossain',
    designation: 'Mathematics tutor, BUET',
    testimonial:
      'Three tuitions in my first semester, all within 20 minutes of my hall. The board shows the salary up front, so there are no awkward talks.',
    image: null,
    createdAt: '2025-02-01T10:00:00.000Z',
  },
  {
    _id: 'tm-2',
    userType: 'tutor',
    name: 'Jannatul Ferdous',
    designation: 'Chemistry tutor, Jahangirnagar University',
    testimonial: 'Verification was quick and guardians trust the badge. I now teach two HSC batches online.',
    image: null,
    createdAt: '2025-02-03T10:00:00.000Z',
  },
  {
    _id: 'tm-3',
    userType: 'student',
    name: 'Shirin Sultana',
    designation: 'Guardian of a Class 9 student, Uttara',
    testimonial: 'We received four CVs in a day and chose after one trial class. My son finally enjoys physics.',
    image: null,
    createdAt: '2025-02-05T10:00:00.000Z',
  },
  {
    _id: 'tm-4',
    userType: 'student',
    name: 'Abdul Alim',
    designation: 'Guardian, Sylhet',
    testimonial: 'A female Arabic tutor near our home, found in three days. The process was simple and free for us.',
    image: null,
    createdAt: '2025-02-07T10:00:00.000Z',
  },
];

export const offers: Affiliate[] = [
  {
    _id: 'aff-1',
    name: 'bookbazar',
    title: '20% off SSC and HSC exam guides',
    description: 'Guides, test papers and model tests from every major publisher, delivered to your door.',
    logo: null,
    image: banner('BookBazar', '#087553'),
    link: 'https://bookbazar.example/shikhon',
    benefits: ['20% off every guide, Free delivery inside Dhaka', 'Cash on delivery'],
    promocode: 'SHIKHON20',
    deadline: '2026-06-30T00:00:00.000Z',
    createdAt: '2025-01-10T00:00:00.000Z',
  },
  {
    _id: 'aff-2',
    name: 'codecampbd',
    title: 'Web development bootcamp for tutors',
    description: 'A 12-week evening course in HTML, CSS, JavaScript and React, taught in Bangla.',
    logo: null,
    image: banner('CodeCamp BD', '#1c7ed6'),
    link: 'https://codecamp.example/apply',
    benefits: ['Weekend mentoring', 'Certificate, Job board access'],
    promocode: null,
    deadline: null,
    createdAt: '2025-01-12T00:00:00.000Z',
  },
];
