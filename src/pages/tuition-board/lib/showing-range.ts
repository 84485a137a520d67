/** The numbers of the board header "Showing {from}-{to} of {total} jobs" for the page on screen. */
export function showingNumbers(page: number, limit: number, shown: number, total: number): { from: number; to: number; total: number } {
  if (total === 0 || shown === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * limit + 1;
  return { from, to: from + shown - 1, total };
}

