/** Spec section 2, Home 9: the offers carousel holds at least this many slides. */
export const MIN_OFFER_SLOTS = 6;

export interface OfferSlot<T> {
  /** Unique per slide, also for repeated offers. */
  key: string;
  offer: T;
  /** False for the copies added to fill the carousel. */
  isOriginal: boolean;
}

/**
 * The offers repeated, in order, until there are at least `min` slides (a loop carousel with
 * 3 per view needs them); as many as there are when they already fill it; none for none.
 */
export function fillOfferSlots<T extends { _id: string }>(offers: readonly T[], min = MIN_OFFER_SLOTS): OfferSlot<T>[] {
  if (offers.length === 0) return [];
  const rounds = Math.max(1, Math.ceil(min / offers.length));
  return Array.from({ length: rounds }, (_, round) =>
    offers.map((offer) => ({ key: `${offer._id}:${round}`, offer, isOriginal: round === 0 })),
  ).flat();
}
