// The Privacy Policy: a short text, ending with the address people write to about their data. Its words are in
// the `home` catalogue (`privacy.intro`, `privacy.sections.<id>.title`, `.paragraphs.p1`..., `.points.p1`...).

import { SUPPORT_EMAIL } from '@/shared/config';

export const privacyContactEmail = SUPPORT_EMAIL;

export interface PolicySection {
  id: string;
  /** How many paragraphs the section has. */
  paragraphs: number;
  /** How many points of a bulleted list follow the paragraphs, if any. */
  points?: number;
}

export const privacySections: readonly PolicySection[] = [
  { id: 'what-we-collect', paragraphs: 1, points: 4 },
  { id: 'how-we-use-it', paragraphs: 1 },
  { id: 'who-can-see-it', paragraphs: 2 },
  { id: 'retention', paragraphs: 1 },
  { id: 'your-rights', paragraphs: 1 },
];
