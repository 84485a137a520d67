import { sample, type Effect, type EventCallable, type StoreWritable } from 'effector';

/** Where a section's one load stands. */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The usual wiring of a section that loads one answer when shown (home counts, testimonials, offers): `requested`
 * runs `fx` unless it is already running; `status` is 'loading' on the first load only (a reload keeps what is shown),
 * 'ready' once an answer came, 'failed' when the first load failed (a failed reload keeps the answer shown). Only
 * wiring: the stores and effects stay with their model, which also keeps the answer and logs a failure.
 */
export function trackLoad<Done, Fail>({
  requested,
  fx,
  status,
}: {
  requested: EventCallable<void>;
  fx: Effect<void, Done, Fail>;
  status: StoreWritable<LoadStatus>;
}): void {
  sample({ clock: requested, filter: fx.pending.map((pending) => !pending), target: fx });
  sample({ clock: fx, source: status, filter: (now) => now !== 'ready', fn: () => 'loading' as const, target: status });
  sample({ clock: fx.done, fn: () => 'ready' as const, target: status });
  sample({ clock: fx.failData, source: status, filter: (now) => now !== 'ready', fn: () => 'failed' as const, target: status });
}
