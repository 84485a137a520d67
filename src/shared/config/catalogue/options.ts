/** A select's options with the current value kept, even when the catalogue no longer lists it. */
export function withCurrent(options: readonly string[], ...current: readonly string[]): string[] {
  const extra = current.filter((value) => value !== '' && !options.includes(value));
  return [...options, ...new Set(extra)];
}
