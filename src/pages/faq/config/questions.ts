// The FAQ's questions, in order. Their words are in the `home` catalogue (`faq.entries.<id>.question` and
// `.answer.p1`, `.p2`...; `faq.sections.<id>`). The fees and rules follow section 9 of the spec ("Terms and FAQ
// rules"); the Terms and Conditions page states the same rules and must stay in step with these answers.

export interface FaqEntry {
  /** Stable key: the accordion value of the question and its key in the catalogue. */
  id: string;
  /** How many paragraphs the answer has (`answer.p1` to `answer.p{n}`). */
  paragraphs: number;
}

export interface FaqSection {
  id: string;
  entries: readonly FaqEntry[];
}

export const tutorQuestions: readonly FaqEntry[] = [
  { id: 'tutor-register', paragraphs: 2 },
  { id: 'tutor-eligibility', paragraphs: 1 },
  { id: 'tutor-verification', paragraphs: 2 },
  { id: 'tutor-verification-fee', paragraphs: 1 },
  { id: 'tutor-apply', paragraphs: 1 },
  { id: 'tutor-after-apply', paragraphs: 1 },
  { id: 'tutor-first-visit', paragraphs: 2 },
  { id: 'tutor-class-length', paragraphs: 1 },
  { id: 'tutor-salary', paragraphs: 1 },
  { id: 'tutor-media-fee', paragraphs: 1 },
  { id: 'tutor-media-fee-payment', paragraphs: 2 },
  { id: 'tutor-ends-early', paragraphs: 1 },
  { id: 'tutor-two-months', paragraphs: 1 },
  { id: 'tutor-later-months', paragraphs: 1 },
  { id: 'tutor-two-tuitions', paragraphs: 1 },
  { id: 'tutor-of-the-month', paragraphs: 1 },
];

export const guardianQuestions: readonly FaqEntry[] = [
  { id: 'guardian-find-tutor', paragraphs: 2 },
  { id: 'guardian-cost', paragraphs: 1 },
  { id: 'guardian-tutor-checks', paragraphs: 1 },
  { id: 'guardian-trial', paragraphs: 1 },
  { id: 'guardian-class-length', paragraphs: 1 },
  { id: 'guardian-preferences', paragraphs: 1 },
  { id: 'guardian-pay-tutor', paragraphs: 1 },
  { id: 'guardian-fee-through-salary', paragraphs: 1 },
  { id: 'guardian-not-happy', paragraphs: 1 },
  { id: 'guardian-of-the-month', paragraphs: 1 },
  { id: 'guardian-offers', paragraphs: 2 },
];

export const faqSections: readonly FaqSection[] = [
  { id: 'for-tutors', entries: tutorQuestions },
  { id: 'for-guardians', entries: guardianQuestions },
];
