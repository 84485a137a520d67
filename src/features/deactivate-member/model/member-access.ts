import { createEffect, sample, type EventCallable } from 'effector';
import type { ApiError, MessageResponse } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { toast } from '@/shared/ui/toast';
import { setMemberAccess } from '../api/member-access-api';

export const MEMBER_ACCESS_FAILED = 'The account could not be changed. Please try again.';

export interface MemberAccessChange {
  userId: string;
  deactivate: boolean;
}

export const memberAccessFx = createEffect<MemberAccessChange, MessageResponse, ApiError>(({ userId, deactivate }) =>
  setMemberAccess(userId, deactivate),
);

const notifySuccessFx = createEffect((message: string) => {
  toast.success(message);
});
const notifyErrorFx = createEffect((message: string) => {
  toast.error(message);
});
sample({ clock: memberAccessFx.doneData, fn: ({ message }) => message, target: notifySuccessFx });
sample({
  clock: memberAccessFx.failData,
  fn: (error) => (error.fromServer && error.message ? error.message : i18n.t('memberAccess.failed', { ns: 'adminRecords' })),
  target: notifyErrorFx,
});

/** A list of members follows a deactivation or reactivation at once: the row's `disabled` flag changes in place. */
export function followMemberAccess<Item extends { disabled?: boolean }>(list: {
  itemPatched: EventCallable<{ key: string; patch: Partial<Item> }>;
}): void {
  const patch = ({ params }: { params: MemberAccessChange }) => ({ key: params.userId, patch: { disabled: params.deactivate } as Partial<Item> });
  sample({ clock: memberAccessFx.done, fn: patch, target: list.itemPatched });
}
