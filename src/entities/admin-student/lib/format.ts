/** Admin tables show dates in the browser's default format (spec section 9). */
export const formatRegistered = (iso: string): string => new Date(iso).toLocaleDateString();

/** A value or 'N/A'. */
export const orNotAvailable = (value: string | null | undefined): string => (value?.trim() ? value : 'N/A');
