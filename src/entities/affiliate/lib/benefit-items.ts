/**
 * The offer's benefits as list items: each string is also split on commas, items trimmed and
 * empty ones dropped ("Free trial, 10% off" gives two items).
 */
export function benefitItems(benefits: readonly string[]): string[] {
  return benefits.flatMap((benefit) => benefit.split(',')).map((item) => item.trim()).filter(Boolean);
}
