// The Privacy Policy: a short text, ending with the address people write to about their data.

import { SUPPORT_EMAIL } from '@/shared/config';

export const privacyContactEmail = SUPPORT_EMAIL;

export interface PolicySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  /** An optional bulleted list shown after the paragraphs. */
  points?: readonly string[];
}

export const privacyIntro =
  'Shikhon connects guardians and students with tutors across Bangladesh. This policy explains what information we collect, why we collect it, who can see it and what you can do about it.';

export const privacySections: readonly PolicySection[] = [
  {
    id: 'what-we-collect',
    title: 'Information we collect',
    paragraphs: ['We collect only what we need to run the service:'],
    points: [
      'Account details: your name, email address, phone number, gender and whether you are a tutor or a guardian/student. Your password is stored only in a scrambled (hashed) form that nobody can read.',
      'Profile details: for tutors, education, tuition preferences, expected salary and personal details; for guardians and students, the details of your tutor requests, such as class, subjects, district, area and address.',
      'Identity documents: the NID card, birth certificate, student ID or institution ID that tutors upload. They are kept private and are seen only by our verification team.',
      'Technical data: basic records such as your IP address and browser, kept to protect accounts against abuse.',
    ],
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    paragraphs: [
      'We use your information to create and secure your account, to match tutor requests with suitable tutors and send guardians the CVs of shortlisted tutors, to verify tutors\' identity, to keep track of media fees and refunds, and to send you messages about your account, requests and applications. We do not sell your information and we do not use it for advertising.',
    ],
  },
  {
    id: 'who-can-see-it',
    title: 'Who can see it',
    paragraphs: [
      'A tutor\'s public profile shows their name, photo, education, subjects and area, but never their email, phone number or documents. A published tuition job shows the class, subjects, area, schedule and salary, but never the student\'s name, institution or home address: those are seen only by the guardian who posted it, the tutor selected for it and our staff. Contact details are shared only between a guardian and the tutor matched with them, so that they can arrange the tuition.',
      'Inside Shikhon, only the staff who need the information for their work can see it. We disclose information to others only when the law requires it.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    paragraphs: [
      'We keep your information while your account is open. When you close your account, we delete your profile and your identity documents, remove your name, your child\'s name, institution and address from any tuition job that stays on record, and keep only the records of fees and payments that we must keep by law.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    paragraphs: [
      'You can see and correct most of your details yourself on the "Update Profile" page, and download a copy of the information we hold about you there with "Download my data". You can also ask us to correct or delete it, or close your account at any time. Accounts for students under 18 should be opened and used by a parent or guardian.',
    ],
  },
];
