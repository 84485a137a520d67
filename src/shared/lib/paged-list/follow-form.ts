import { sample, type EventCallable, type Unit } from 'effector';

/** The row events a record form beside a list sends to. */
interface ListRows<Item> {
  itemAdded: EventCallable<Item>;
  itemReplaced: EventCallable<Item>;
  itemRemoved: EventCallable<string>;
}

/**
 * A record form's saves and deletes show in its list at once: a new record first (the lists are newest first), an
 * edited one in its place, a deleted one (its key) leaves.
 */
export function followRecordForm<Item, Saved extends { created: boolean }>(
  list: ListRows<Item>,
  { saved, item, deleted }: { saved: Unit<Saved>; item: (saved: Saved) => Item; deleted: Unit<string> },
): void {
  sample({ clock: saved, filter: ({ created }) => created, fn: item, target: list.itemAdded });
  sample({ clock: saved, filter: ({ created }) => !created, fn: item, target: list.itemReplaced });
  sample({ clock: deleted, target: list.itemRemoved });
}
