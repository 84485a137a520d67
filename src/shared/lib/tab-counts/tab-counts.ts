import { createStore, type Store, type Unit } from 'effector';

/**
 * Every tab's count of a list whose answers carry them (`counts`): kept while another tab loads, and moved at once
 * when a row's newer copy (`replaced`: the copy and the one shown before) lands in another tab (`tabOf`).
 */
export function createTabCounts<Item, Counts extends Record<string, number>>(
  answer: Store<{ counts?: Counts } | null>,
  replaced: Unit<{ updated: Item; before: Item | null | undefined }>,
  tabOf: (item: Item) => keyof Counts & string,
) {
  return createStore<Counts | null>(null)
    .on(answer.updates, (counts, next) => next?.counts ?? counts)
    .on(replaced, (counts, { updated, before }) => {
      const [from, to] = [before && tabOf(before), tabOf(updated)];
      return counts && from && from !== to ? { ...counts, [from]: Math.max(0, counts[from] - 1), [to]: counts[to] + 1 } : counts;
    });
}
