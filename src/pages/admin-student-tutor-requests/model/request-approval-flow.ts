import { useMachine } from '@xstate/react';
import { useUnit } from 'effector-react';
import { fromPromise } from 'xstate';
import { requestApprovalMachine, type ReviewedRequest } from '@machines/request-approval';
import { REQUEST_REVIEW_MESSAGES as M } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { inspect } from '@/shared/lib/inspect';
import { toast } from '@/shared/ui/toast';
import { approveRequestFx, rejectRequestFx, saveRequestFx } from './review-request';

/** The server's own message when it sent one, else the screen's fallback text. */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    const { fromServer, message } = error as { fromServer?: unknown; message?: unknown };
    if (fromServer === true && typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/**
 * The request-approval machine for one request, wired to the API effects (whose answers also update the
 * page's list, so cards and tabs follow without a reload) and to the toasts.
 */
export function useRequestApprovalFlow(request: ReviewedRequest) {
  const calls = useUnit({ approve: approveRequestFx, reject: rejectRequestFx, save: saveRequestFx });
  const machine = requestApprovalMachine.provide({
    actors: {
      approveRequest: fromPromise(async ({ input }) => {
        const { request: approved, jobId } = await calls.approve(input.id);
        return { request: approved, jobId };
      }),
      rejectRequest: fromPromise(async ({ input }) => {
        const { request: rejected, jobId } = await calls.reject({ id: input.id, reason: input.reason ?? '' });
        return { request: rejected, jobId };
      }),
      saveRequest: fromPromise(async ({ input }) => calls.save(input)),
    },
    actions: {
      notifyApproved: () => void toast.success(translateMessage(M.approved)),
      notifyRejected: () => void toast.success(translateMessage(M.rejected)),
      notifyStatusFailed: (_, { error }) => void toast.error(translateMessage(failureMessage(error, M.statusFailed))),
      notifySaved: (_, { message }) => void toast.success(translateMessage(message || M.updated)),
      notifySaveFailed: () => void toast.error(translateMessage(M.updateFailed)),
    },
  });
  return useMachine(machine, { input: { request }, inspect });
}
