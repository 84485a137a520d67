export type PageItem = { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'before' | 'after' };

/**
 * The numbered buttons of the students list (spec section 9): the first page, the last page and the
 * current page ±2 always; an ellipsis at current−3 when current > 4, and at current+3 when
 * current < total−3. Pages outside 1..total are clamped first.
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const items: PageItem[] = [];
  for (let i = 1; i <= total; i += 1) {
    if (i === 1 || i === total || Math.abs(i - page) <= 2) items.push({ kind: 'page', page: i });
    else if (i === page - 3 && page > 4) items.push({ kind: 'ellipsis', key: 'before' });
    else if (i === page + 3 && page < total - 3) items.push({ kind: 'ellipsis', key: 'after' });
  }
  return items;
}
