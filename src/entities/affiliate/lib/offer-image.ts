/**
 * The address of an offer's logo or image: absolute addresses as they are, paths under this
 * host; null when there is none.
 */
export function offerImageUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^(https?:|data:|blob:)/i.test(value) || value.startsWith('/')) return value;
  return `/${value}`;
}
