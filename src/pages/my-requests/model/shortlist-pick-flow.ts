import { useMachine } from '@xstate/react';
import { useUnit } from 'effector-react';
import { fromPromise } from 'xstate';
import { shortlistPickMachine, type ShortlistLike, type ShortlistPickContext } from '@machines/shortlist-pick';
import type { MyShortlist } from '@/shared/api';
import { inspect } from '@/shared/lib/inspect';
import { toast } from '@/shared/ui/toast';
import { askForMoreFx, fetchShortlistFx, pickTutorFx, shortlistChanged } from './shortlist';

/**
 * The shortlist the machine holds is the contract's MyShortlist: the load actor below answers exactly that (the
 * machine only names the fields it reads), so reading it back as MyShortlist is what was put in.
 */
export const shortlistOf = (context: ShortlistPickContext): MyShortlist | null => context.shortlist as MyShortlist | null;

/** The shortlist-pick machine for one request, wired to the API effects, the toasts and the request list. */
export function useShortlistPickFlow(requestId: string) {
  const calls = useUnit({ load: fetchShortlistFx, pick: pickTutorFx, more: askForMoreFx, changed: shortlistChanged });
  const machine = shortlistPickMachine.provide({
    actors: {
      // The contract's MyShortlist must fit what the machine reads: checked here, where one is handed to the other.
      loadShortlist: fromPromise<ShortlistLike, { requestId: string }>(async ({ input }) => {
        const shortlist: MyShortlist = await calls.load(input.requestId);
        return shortlist;
      }),
      pickTutor: fromPromise(async ({ input }) => {
        const answer = await calls.pick(input);
        calls.changed(answer);
        return answer;
      }),
      askForMore: fromPromise(async ({ input }) => {
        const answer = await calls.more(input);
        calls.changed(answer);
        return answer;
      }),
    },
    actions: {
      notifyChanged: (_, { message }) => void toast.success(message),
    },
  });
  return useMachine(machine, { input: { requestId }, inspect });
}
