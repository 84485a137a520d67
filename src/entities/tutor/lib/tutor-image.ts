/**
 * The address of a tutor's image: absolute addresses as they are, relative paths under this
 * host (the API serves uploads at `/uploads/...`); null when there is none.
 */
export function tutorImageUrl(image: string | null | undefined): string | null {
  const path = image?.trim();
  if (!path) return null;
  if (/^(https?:|data:|blob:)/i.test(path) || path.startsWith('/')) return path;
  return `/${path}`;
}
