/** The flags of the spec's featured rule, as list items may carry them (`featured` is the string "true"). */
export interface FeaturedFlags {
  isVerified?: boolean | null;
  isFeatured?: boolean | null;
  featured?: string | boolean | null;
}

/** Spec section 3: a tutor is featured when `isVerified` is true, or `featured` is "true", or `isFeatured` is true. */
export function isFeaturedTutor(tutor: FeaturedFlags): boolean {
  return tutor.isVerified === true || tutor.featured === 'true' || tutor.featured === true || tutor.isFeatured === true;
}

/** The home block's tutors: the featured ones; all of them when none is featured. */
export function homeTutorsOf<T extends FeaturedFlags>(tutors: readonly T[]): T[] {
  const featured = tutors.filter(isFeaturedTutor);
  return featured.length > 0 ? featured : [...tutors];
}
