/** The board header: "Showing {from}-{to} of {total} jobs" for the page on screen. */
export function showingRange(page: number, limit: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0-0 of ${total} jobs`;
  const from = (page - 1) * limit + 1;
  return `Showing ${from}-${from + shown - 1} of ${total} jobs`;
}
