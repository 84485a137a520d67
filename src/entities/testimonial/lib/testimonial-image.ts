/**
 * The address of a testimonial's photo: the API gives a path under this host (`uploads/...`),
 * absolute addresses stay as they are; null when there is none (the card shows initials).
 */
export function testimonialImageUrl(image: string | null | undefined): string | null {
  const path = image?.trim();
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('/')) return path;
  return `/${path}`;
}
