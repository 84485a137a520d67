/** A stored document's signed path as an image address under the host (spec 3, "Document status"). */
export function storedImageUrl(path: string | null): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('blob:') || path.startsWith('data:')) return path;
  return path.startsWith('/') ? path : `/${path}`;
}
