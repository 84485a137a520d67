import { createEffect, sample } from 'effector';
import type { ApiError, ShortlistSaved } from '@/shared/api';
import { i18n, translateMessage } from '@/shared/i18n';
import { toast } from '@/shared/ui/toast';
import { sendShortlist } from '../api/shortlist-applicants-api';

export interface ShortlistParams {
  jobId: string;
  tutorIds: string[];
}

export const saveShortlistFx = createEffect<ShortlistParams, ShortlistSaved, ApiError>(({ jobId, tutorIds }) => sendShortlist(jobId, tutorIds));

const notifyFx = createEffect(({ ok, message }: { ok: boolean; message: string }) => {
  if (ok) toast.success(translateMessage(message));
  else toast.error(translateMessage(message));
});

sample({ clock: saveShortlistFx.doneData, fn: ({ message }) => ({ ok: true, message }), target: notifyFx });
sample({
  clock: saveShortlistFx.failData,
  fn: (error) => ({
    ok: false,
    message:
      error.fromServer && error.message
        ? error.message
        : i18n.t('shortlist.failed', { ns: 'admin', defaultValue: 'Could not save the shortlist. Please try again.' }),
  }),
  target: notifyFx,
});
