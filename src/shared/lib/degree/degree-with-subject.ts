// A degree and its subject as one phrase, without saying the subject twice: tutors often type the
// subject into the degree too ("BSc in Agriculture" + "Agriculture").

const clean = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');
/** Lower-case words only, padded, so "B.Sc." and "bsc" or "Agri-culture" never decide a match by punctuation. */
const words = (value: string) => ` ${value.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

/**
 * "BSc in Physics" from "BSc" and "Physics"; the degree alone when it already names the subject ("BSc in
 * Agriculture" + "Agriculture"), the subject alone when it already names the degree ("BSc" + "BSc in
 * Agriculture"), "BSc in Agricultural Economics (Agriculture)" when the degree names another field, and
 * whichever of the two is given when the other is empty.
 */
export function degreeWithSubject(degree: string | null | undefined, subject: string | null | undefined): string {
  const named = clean(degree);
  const field = clean(subject);
  if (!named || !field) return named || field;
  const degreeWords = words(named);
  const subjectWords = words(field);
  if (degreeWords.includes(subjectWords)) return named;
  if (subjectWords.includes(degreeWords)) return field;
  return degreeWords.includes(' in ') ? `${named} (${field})` : `${named} in ${field}`;
}
