import { createEffect, createEvent, createStore, scopeBind, type Effect, type StoreWritable } from 'effector';
import { uploadPercent, type UploadProgress } from '@/shared/api';

/**
 * An effect whose call sends files, with its progress as a store: 0–100 while it runs, null otherwise.
 * The handler gets a progress callback for `sendForm`; it is bound to the effect's scope, since the
 * progress arrives from XMLHttpRequest callbacks outside it.
 */
export function createUploadEffect<Params, Done, Fail = Error>(
  handler: (params: Params, onProgress: (progress: UploadProgress) => void) => Promise<Done>,
): { fx: Effect<Params, Done, Fail>; $progress: StoreWritable<number | null> } {
  const progressed = createEvent<number>();
  const fx = createEffect<Params, Done, Fail>((params) => {
    const report = scopeBind(progressed, { safe: true });
    return handler(params, (progress) => report(uploadPercent(progress)));
  });
  const $progress = createStore<number | null>(null)
    .on(fx, () => 0)
    .on(progressed, (_, percent) => percent)
    .reset(fx.finally);
  return { fx, $progress };
}
