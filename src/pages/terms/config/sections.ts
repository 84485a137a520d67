// The Terms and Conditions, in order. Their words are in the `home` catalogue (`terms.intro`,
// `terms.sections.<id>.title` and `.clauses.c1`, `.c2`...). The rules follow section 9 of the spec ("Terms and FAQ
// rules"); the FAQ answers state the same rules in plain words and must stay in step with these clauses.
// Sections are numbered by their position, clauses as "{section}.{clause}".

import { SUPPORT_EMAIL } from '@/shared/config';

export const supportEmail = SUPPORT_EMAIL;

export interface TermsSection {
  id: string;
  /** How many numbered clauses the section has. */
  clauses: number;
  /** An address shown as a mail link under the clauses. */
  contactEmail?: string;
}

export const termsSections: readonly TermsSection[] = [
  { id: 'registration', clauses: 3 },
  { id: 'eligibility', clauses: 2 },
  { id: 'verification', clauses: 4 },
  { id: 'applications', clauses: 4 },
  { id: 'media-fee', clauses: 5 },
  { id: 'refunds', clauses: 2 },
  { id: 'payment', clauses: 3 },
  { id: 'conduct-and-safety', clauses: 5 },
  { id: 'affiliates', clauses: 3 },
  { id: 'liability', clauses: 3 },
  { id: 'termination', clauses: 2 },
  { id: 'changes-and-contact', clauses: 2, contactEmail: supportEmail },
];
