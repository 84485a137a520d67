import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageItems, showingRange } from '@/shared/lib/paged-list';

const render = (current: number, total: number) =>
  pageItems(current, total)
    .map((item) => (item.kind === 'page' ? String(item.page) : '…'))
    .join(' ');

describe('students pagination (spec section 9)', () => {
  it.each([
    [1, 0, ''],
    [1, 1, '1'],
    [1, 4, '1 2 3 4'],
    // The spec's rule as written: the ellipsis stands at current+3 even when it hides a single page.
    [1, 5, '1 2 3 … 5'],
    [1, 10, '1 2 3 … 10'],
    [4, 10, '1 2 3 4 5 6 … 10'],
    [5, 10, '1 … 3 4 5 6 7 … 10'],
    [6, 10, '1 … 4 5 6 7 8 … 10'],
    [7, 10, '1 … 5 6 7 8 9 10'],
    [10, 10, '1 … 8 9 10'],
    [50, 100, '1 … 48 49 50 51 52 … 100'],
    [99, 10, '1 … 8 9 10'],
  ])('page %i of %i: %s', (current, total, expected) => {
    expect(render(current, total)).toBe(expected);
  });

  it('always holds the first, last and current ±2 pages, in order, without two ellipses in a row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), (total, raw) => {
        const current = Math.min(raw, total);
        const items = pageItems(current, total);
        const pages = items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(pages).toEqual([...pages].sort((a, b) => a - b));
        expect(new Set(pages).size).toBe(pages.length);
        for (const must of [1, total, ...[-2, -1, 0, 1, 2].map((d) => current + d)].filter((p) => p >= 1 && p <= total)) {
          expect(pages).toContain(must);
        }
        expect(pages.every((p) => p === 1 || p === total || Math.abs(p - current) <= 2)).toBe(true);
        items.forEach((item, index) => {
          if (item.kind === 'ellipsis') expect(items[index + 1]?.kind).toBe('page');
        });
        expect(items.some((i) => i.kind === 'ellipsis' && i.key === 'before')).toBe(current > 4);
        expect(items.some((i) => i.kind === 'ellipsis' && i.key === 'after')).toBe(current < total - 3);
      }),
    );
  });

  it("gives the 'Showing X to Y of Z' figures", () => {
    expect(showingRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
    expect(showingRange(1, 10, 25)).toEqual({ from: 1, to: 10 });
    expect(showingRange(3, 10, 25)).toEqual({ from: 21, to: 25 });
  });
});
