import { assign, fromPromise, setup } from 'xstate';
import type {
  MoreCandidatesBody,
  MyRequestChanged,
  MyShortlist,
  PickTutorBody,
  ShortlistedTutor,
} from '../../src/shared/api/contract';

/**
 * What the flow reads of a shortlist: the contract's `MyShortlist` (GET /api/me/requests/{id}/shortlist), of which
 * each tutor's id and name only.
 */
export type ShortlistLike = Pick<MyShortlist, 'requestId' | 'stage' | 'trialAt' | 'moreRequestedAt'> & {
  tutors: (Pick<ShortlistedTutor, 'picked'> & { tutor: Pick<ShortlistedTutor['tutor'], '_id' | 'name'> })[];
};

/** The pick body (the contract's: trialAt an ISO date-time, or left out to leave it to our team) and its request. */
export type PickTutorInput = PickTutorBody & { requestId: string };
/** The "more" body (the contract's) and its request. */
export type AskForMoreInput = NonNullable<MoreCandidatesBody> & { requestId: string };
/** What pick and more answer (the contract's): the request's new stage and trial date. */
export type ShortlistChangeOutput = Pick<MyRequestChanged, 'message'> & {
  request: Pick<MyRequestChanged['request'], 'stage' | 'trialAt' | 'moreRequestedAt'>;
};

export interface ShortlistPickContext {
  requestId: string;
  shortlist: ShortlistLike | null;
  /** The tutor being confirmed, or picked. */
  chosenTutorId: string | null;
  /** The trial date-time the guardian proposes ('' for none), as the date input holds it. */
  trialAt: string;
  /** What the guardian would like different, for "ask for more". */
  note: string;
  /** The server's words of the last failure. */
  error: string | null;
  /** The server's words of the last success. */
  message: string | null;
}

export interface ShortlistPickInput {
  requestId: string;
  /** A shortlist already at hand (stories, a reload after a change): skips nothing, loading still runs. */
  shortlist?: ShortlistLike | null;
}

export type ShortlistPickEvent =
  | { type: 'tutor.choose'; tutorId: string }
  | { type: 'trial.change'; trialAt: string }
  | { type: 'pick.confirm' }
  | { type: 'pick.cancel' }
  | { type: 'note.change'; note: string }
  | { type: 'more.ask' }
  | { type: 'more.cancel' }
  | { type: 'shortlist.reload' };

export const SHORTLIST_PICK_MESSAGES = {
  loadFailed: 'We could not load your shortlist. Please try again.',
  pickFailed: 'We could not save your choice. Please try again.',
  moreFailed: 'We could not send your request for more tutors. Please try again.',
} as const;

/** The server's own message when the actor's error carries one (the API client's `{ message, fromServer }`). */
function messageOf(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    const { fromServer, message } = error as { fromServer?: unknown; message?: unknown };
    if (fromServer === true && typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** A trial date-time typed in a local input ('2026-12-01T17:00') as an ISO instant, or undefined when empty. */
export function trialInstantOf(value: string): string | undefined {
  if (!value.trim()) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/**
 * The guardian's shortlist: load it, review the tutors, confirm a pick (with a proposed trial date) or ask for more
 * candidates. Loading shows `picked` when a tutor was already picked, `waiting` when there is no shortlist to pick
 * from yet (or more were asked for and none came), else `reviewing`.
 */
export const shortlistPickMachine = setup({
  types: {
    context: {} as ShortlistPickContext,
    events: {} as ShortlistPickEvent,
    input: {} as ShortlistPickInput,
  },
  actors: {
    loadShortlist: fromPromise<ShortlistLike, { requestId: string }>(async () => {
      throw new Error('The loadShortlist actor is not provided');
    }),
    pickTutor: fromPromise<ShortlistChangeOutput, PickTutorInput>(async () => {
      throw new Error('The pickTutor actor is not provided');
    }),
    askForMore: fromPromise<ShortlistChangeOutput, AskForMoreInput>(async () => {
      throw new Error('The askForMore actor is not provided');
    }),
  },
  actions: {
    /** The app refreshes the request list (its stage moved). */
    notifyChanged: (_, _params: { message: string }) => {},
  },
  guards: {
    hasPicked: ({ event }) =>
      'output' in event && (event.output as ShortlistLike).tutors.some((entry) => entry.picked),
    isReady: ({ event }) =>
      'output' in event &&
      (event.output as ShortlistLike).stage === 'shortlist_ready' &&
      (event.output as ShortlistLike).tutors.length > 0,
    isOnShortlist: ({ context, event }) =>
      event.type === 'tutor.choose' && (context.shortlist?.tutors.some((entry) => entry.tutor._id === event.tutorId) ?? false),
  },
}).createMachine({
  id: 'shortlistPick',
  context: ({ input }) => ({
    requestId: input.requestId,
    shortlist: input.shortlist ?? null,
    chosenTutorId: null,
    trialAt: '',
    note: '',
    error: null,
    message: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadShortlist',
        input: ({ context }) => ({ requestId: context.requestId }),
        onDone: [
          {
            guard: 'hasPicked',
            target: 'picked',
            actions: assign({
              shortlist: ({ event }) => event.output,
              chosenTutorId: ({ event }) => event.output.tutors.find((entry) => entry.picked)?.tutor._id ?? null,
            }),
          },
          { guard: 'isReady', target: 'reviewing', actions: assign({ shortlist: ({ event }) => event.output }) },
          { target: 'waiting', actions: assign({ shortlist: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => messageOf(event.error, SHORTLIST_PICK_MESSAGES.loadFailed) }),
        },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'shortlist.reload': { target: 'loading', actions: assign({ error: null }) } },
    },
    /** Nothing to pick from yet: staff have not shortlisted (or are finding more). */
    waiting: {
      on: { 'shortlist.reload': 'loading' },
    },
    reviewing: {
      on: {
        'tutor.choose': {
          guard: 'isOnShortlist',
          target: 'confirmingPick',
          actions: assign({ chosenTutorId: ({ event }) => event.tutorId, error: null }),
        },
        'note.change': { actions: assign({ note: ({ event }) => event.note }) },
        'more.ask': { target: 'askingForMore', actions: assign({ error: null }) },
      },
    },
    confirmingPick: {
      on: {
        'trial.change': { actions: assign({ trialAt: ({ event }) => event.trialAt }) },
        'pick.confirm': { target: 'picking', actions: assign({ error: null }) },
        'pick.cancel': { target: 'reviewing', actions: assign({ chosenTutorId: null, trialAt: '', error: null }) },
      },
    },
    picking: {
      tags: ['busy'],
      invoke: {
        src: 'pickTutor',
        input: ({ context }) => ({
          requestId: context.requestId,
          tutorId: context.chosenTutorId ?? '',
          ...(trialInstantOf(context.trialAt) ? { trialAt: trialInstantOf(context.trialAt) } : {}),
        }),
        onDone: {
          target: 'picked',
          actions: [
            assign({
              message: ({ event }) => event.output.message,
              shortlist: ({ context, event }) =>
                context.shortlist && {
                  ...context.shortlist,
                  stage: event.output.request.stage,
                  trialAt: event.output.request.trialAt,
                  tutors: context.shortlist.tutors.map((entry) => ({ ...entry, picked: entry.tutor._id === context.chosenTutorId })),
                },
            }),
            { type: 'notifyChanged', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: {
          target: 'confirmingPick',
          actions: assign({ error: ({ event }) => messageOf(event.error, SHORTLIST_PICK_MESSAGES.pickFailed) }),
        },
      },
    },
    picked: {
      tags: ['done'],
      on: { 'shortlist.reload': 'loading' },
    },
    askingForMore: {
      tags: ['busy'],
      invoke: {
        src: 'askForMore',
        input: ({ context }) => ({ requestId: context.requestId, ...(context.note.trim() ? { note: context.note.trim() } : {}) }),
        onDone: {
          target: 'moreRequested',
          actions: [
            assign({
              message: ({ event }) => event.output.message,
              shortlist: ({ context, event }) =>
                context.shortlist && { ...context.shortlist, moreRequestedAt: event.output.request.moreRequestedAt },
            }),
            { type: 'notifyChanged', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: {
          target: 'moreFailed',
          actions: assign({ error: ({ event }) => messageOf(event.error, SHORTLIST_PICK_MESSAGES.moreFailed) }),
        },
      },
    },
    moreFailed: {
      tags: ['error'],
      on: {
        'more.ask': { target: 'askingForMore', actions: assign({ error: null }) },
        'more.cancel': { target: 'reviewing', actions: assign({ error: null }) },
      },
    },
    moreRequested: {
      tags: ['done'],
      on: {
        'shortlist.reload': 'loading',
        // The old shortlist stays: the guardian may still pick from it while staff look for more.
        'tutor.choose': {
          guard: 'isOnShortlist',
          target: 'confirmingPick',
          actions: assign({ chosenTutorId: ({ event }) => event.tutorId, error: null }),
        },
      },
    },
  },
});

