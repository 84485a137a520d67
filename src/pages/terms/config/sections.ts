// The Terms and Conditions. The rules follow section 9 of the spec ("Terms and FAQ rules");
// the FAQ answers state the same rules in plain words and must stay in step with these clauses.
// Sections are numbered by their position, clauses as "{section}.{clause}".

import { SUPPORT_EMAIL } from '@/shared/config';

export const supportEmail = SUPPORT_EMAIL;

export interface TermsSection {
  id: string;
  title: string;
  /** One string per numbered clause. */
  clauses: readonly string[];
  /** An address shown as a mail link under the clauses. */
  contactEmail?: string;
}

export const termsIntro =
  'These terms apply to everyone who uses Shikhon: guardians, students, tutors, affiliates and visitors. By creating an account, posting a tutor request or applying to a tuition job, you agree to them.';

export const termsSections: readonly TermsSection[] = [
  {
    id: 'registration',
    title: 'Registration',
    clauses: [
      'Registration on Shikhon is free for tutors, guardians and students.',
      'You must give your real name, a working email address and phone number, and keep them up to date. Your account is activated only after you enter the 6-digit code we send to your email.',
      'Each person may hold one account. You are responsible for keeping your password secret and for everything done with your account.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    clauses: [
      'Tutors must be 18 years of age or older.',
      'A student under 18 uses Shikhon through a parent or guardian, who posts the request and makes the arrangements with the tutor.',
    ],
  },
  {
    id: 'verification',
    title: 'Verification',
    clauses: [
      'Tutors verify their identity by uploading a National ID (NID) card, a birth certificate or a student ID, together with their institution ID.',
      'The tutor verification fee is 200 Taka, paid once. It is not refunded once the documents have been checked, whatever the result.',
      'Documents are checked by Shikhon\'s verification team. Uploading false, altered or someone else\'s documents leads to the closure of the account.',
      'Verification confirms identity only; it does not guarantee that a tutor will be selected for a tuition.',
    ],
  },
  {
    id: 'applications',
    title: 'Tutor requests and applications',
    clauses: [
      'Guardians and students post their requirements as a tutor request. After review by Shikhon, a request is published on the Tuition Board as a tuition job.',
      'Tutors apply to tuition jobs from their own account, once per job. Shikhon shortlists applicants and sends the CVs of handpicked tutors to the guardian, who chooses one tutor.',
      'For a home tuition, the selected tutor visits the guardian\'s home first. The tuition then starts with trial classes.',
      'A tutor may not hold two tuitions with unpaid commission at the same time. Shikhon will not select a tutor for a new tuition while a media fee of an earlier tuition is unpaid.',
    ],
  },
  {
    id: 'media-fee',
    title: 'Media fee',
    clauses: [
      'For every tuition obtained through Shikhon, the tutor pays a one-time media fee (service fee) of 60% of the first month\'s salary.',
      'The media fee is payable after 30 days, that is, after the tutor receives the first month\'s salary.',
      'If the tutor does not pay the media fee, it is taken through the guardian from the tutor\'s salary, and the guardian pays that amount to Shikhon instead of to the tutor.',
      'A tuition that continues past the first month carries the full 60% media fee. A tuition lasting two months therefore carries the 60% media fee.',
      'No commission is charged on the salary of later months, and no extra commission is charged when the salary is raised.',
    ],
  },
  {
    id: 'refunds',
    title: 'Refunds',
    clauses: [
      'If a tuition ends within 1 month of its start, the media fee is 40% of the first month\'s salary. If the tutor has already paid 60%, the remaining 20% is refunded.',
      'To receive a refund, the tutor tells Shikhon as soon as the tuition ends. We confirm the end of the tuition with the guardian before paying the refund.',
    ],
  },
  {
    id: 'payment',
    title: 'Payment between guardian and tutor',
    clauses: [
      'The guardian pays the tutor\'s salary directly to the tutor after each month of tutoring, in the amount and by the means they agree. Shikhon does not collect tutoring fees and does not guarantee their payment.',
      'The only exception is an unpaid media fee, which the guardian passes to Shikhon out of the tutor\'s first salary (see "Media fee").',
      'The minimum class length is 1.5 hours per session. The days per week and the salary are agreed between the guardian and the tutor.',
    ],
  },
  {
    id: 'conduct-and-safety',
    title: 'Conduct and safety',
    clauses: [
      'Tutors, guardians and students treat each other with respect. Harassment, discrimination and abuse of any kind lead to the closure of the account.',
      'Female tutors are advised to bring a known person with them on the first visit to a guardian\'s home.',
      'Tutors come on time, prepare their classes and tell the guardian in advance if they cannot attend. Guardians provide a suitable place to study at the agreed time.',
      'Users may not arrange a tuition found on Shikhon outside Shikhon to avoid the media fee.',
      'Each month Shikhon may recognise a "Tutor of the Month" and a "Guardian of the Month" and feature them on the site.',
    ],
  },
  {
    id: 'affiliates',
    title: 'Affiliates',
    clauses: [
      'Merchants and partners may join Shikhon as affiliates and publish offers with promo codes for our members.',
      'Affiliates receive a 15% commission under the terms of their affiliate agreement.',
      'Each affiliate is responsible for its own offer, products and services. Shikhon is not a party to purchases made through an offer.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    clauses: [
      'Shikhon connects guardians and students with tutors. Shikhon is not the employer of any tutor and does not guarantee the results of a tuition.',
      'Shikhon\'s responsibility for a tuition ends after its first month. After that, the tuition is an arrangement between the guardian and the tutor.',
      'We check tutors with care, but guardians should still use their own judgement, meet the tutor and watch the trial classes before continuing.',
    ],
  },
  {
    id: 'termination',
    title: 'Account termination',
    clauses: [
      'Shikhon may suspend or close an account that gives false information, uses false documents, leaves a media fee unpaid or breaks these terms.',
      'You may close your account at any time by writing to us. A media fee that is already due remains payable after the account is closed.',
    ],
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and contact',
    clauses: [
      'Shikhon may update these terms. The current version is always published on this page, and by using Shikhon after a change you accept the updated terms.',
      'For any question about these terms, a fee or a refund, write to us.',
    ],
    contactEmail: supportEmail,
  },
];
