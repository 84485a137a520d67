import { assign, fromPromise, not, setup } from 'xstate';
import type {
  RequestStatusBody,
  RequestStatusChanged,
  StudentTutorRequest,
  TutorRequestUpdated,
} from '../../src/shared/api/contract';

/** The fields of a tutor request the review flow reads and the edit form changes (the contract's request has more). */
export type ReviewedRequest = Pick<
  StudentTutorRequest,
  | '_id'
  | 'status'
  | 'jobId'
  | 'studentName'
  | 'noOfStudents'
  | 'studentGender'
  | 'institution'
  | 'district'
  | 'area'
  | 'locationDetails'
  | 'medium'
  | 'classLevel'
  | 'subjects'
  | 'days'
  | 'tutoringTime'
  | 'salary'
>;

/** The edit form's values: the request's own fields; a number box left empty is ''. */
export type RequestEditValues = Omit<ReviewedRequest, '_id' | 'status' | 'jobId' | 'noOfStudents' | 'days'> & {
  noOfStudents: number | '';
  days: number | '';
};
export type RequestEditField = Exclude<keyof RequestEditValues, 'subjects'>;

/** The screen's own action values and the status each sends (spec: 'completed' maps to 'approved'). */
export type ReviewAction = 'completed' | 'rejected' | 'pending';
export function reviewStatusFor(action: ReviewAction): 'approved' | 'rejected' | 'pending' {
  return action === 'completed' ? 'approved' : action;
}

/** The change-request-status body (the contract's), with the request it is for. */
export type StatusChangeInput = RequestStatusBody & { id: string };
/** What the change answers (the contract's): the tuition's id on approval, and the request as far as this flow reads it. */
export type StatusChangeOutput = Pick<RequestStatusChanged, 'jobId'> & { request: ReviewedRequest };
export interface SaveRequestInput {
  id: string;
  values: RequestEditValues;
}
/**
 * The update-tutor-request answer (the contract's): 'Request and tuition updated successfully' or
 * 'Request updated successfully', with the request.
 */
export type SaveRequestOutput = Pick<TutorRequestUpdated, 'message'> & { request: ReviewedRequest };

export interface RequestApprovalContext {
  request: ReviewedRequest;
  /** The edit form's values while editing; null otherwise. */
  draft: RequestEditValues | null;
}

export interface RequestApprovalInput {
  request: ReviewedRequest;
}

type EditChangeEvent = {
  [K in RequestEditField]: { type: 'edit.change'; field: K; value: RequestEditValues[K] };
}[RequestEditField];

export type RequestApprovalEvent =
  | { type: 'edit.start' }
  | EditChangeEvent
  | { type: 'subject.add'; subject: string }
  | { type: 'subject.remove'; subject: string }
  | { type: 'edit.cancel' }
  | { type: 'edit.save' }
  /** Complete & Create Tuition. */
  | { type: 'request.approve' }
  | { type: 'request.reject'; reason?: string }
  /** A fresher copy of the request arrived (e.g. GET get-tutor-request) while nothing is in flight. */
  | { type: 'request.sync'; request: ReviewedRequest };

/** The edit form starts from the request as it is. */
export function editValuesOf(request: ReviewedRequest): RequestEditValues {
  return {
    studentName: request.studentName,
    noOfStudents: request.noOfStudents,
    studentGender: request.studentGender,
    institution: request.institution,
    district: request.district,
    area: request.area,
    locationDetails: request.locationDetails,
    medium: request.medium,
    classLevel: request.classLevel,
    subjects: [...request.subjects],
    days: request.days,
    tutoringTime: request.tutoringTime,
    salary: request.salary,
  };
}

const changeDraft = (draft: RequestEditValues | null, change: Partial<RequestEditValues>) => (draft ? { ...draft, ...change } : draft);

/**
 * Review of one tutor request: view it, edit and save it, approve it (Complete & Create Tuition: the server
 * creates the tuition, marks the request approved and stores the jobId in one call) or reject it. Editing,
 * approving and rejecting exist only while the request is pending. While a call travels the flow is `busy`.
 */
const approvalSetup = setup({
  types: {
    context: {} as RequestApprovalContext,
    events: {} as RequestApprovalEvent,
    input: {} as RequestApprovalInput,
  },
  actors: {
    approveRequest: fromPromise<StatusChangeOutput, StatusChangeInput>(async () => {
      throw new Error('The approveRequest actor is not provided');
    }),
    rejectRequest: fromPromise<StatusChangeOutput, StatusChangeInput>(async () => {
      throw new Error('The rejectRequest actor is not provided');
    }),
    saveRequest: fromPromise<SaveRequestOutput, SaveRequestInput>(async () => {
      throw new Error('The saveRequest actor is not provided');
    }),
  },
  actions: {
    notifyApproved: () => {},
    notifyRejected: () => {},
    /** The actor's error: the boundary shows the server's message, else 'Error updating request status'. */
    notifyStatusFailed: (_, _params: { error: unknown }) => {},
    notifySaved: (_, _params: { message: string }) => {},
    /** 'Error updating request'. */
    notifySaveFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isPending: ({ context }) => context.request.status.trim().toLowerCase() === 'pending',
  },
});

/** Approving or rejecting: the status call runs; done when it succeeds, back to viewing (with a message) when it fails. */
function decidingState(src: 'approveRequest' | 'rejectRequest', status: StatusChangeInput['status'], notify: 'notifyApproved' | 'notifyRejected') {
  return approvalSetup.createStateConfig({
    tags: ['busy'],
    on: { 'request.sync': {} },
    invoke: {
      src,
      input: ({ context, event }) => ({
        id: context.request._id,
        status,
        ...(event.type === 'request.reject' && event.reason ? { reason: event.reason } : {}),
      }),
      onDone: {
        target: 'done',
        actions: [assign({ request: ({ event }) => event.output.request }), notify],
      },
      onError: {
        target: 'viewing',
        actions: { type: 'notifyStatusFailed', params: ({ event }) => ({ error: event.error }) },
      },
    },
  });
}

export const requestApprovalMachine = approvalSetup.createMachine({
  id: 'requestApproval',
  context: ({ input }) => ({ request: input.request, draft: null }),
  initial: 'viewing',
  on: {
    'request.sync': {
      guard: ({ context, event }) => event.request._id === context.request._id,
      actions: assign({ request: ({ event }) => event.request }),
    },
  },
  states: {
    viewing: {
      always: { guard: not('isPending'), target: 'done' },
      on: {
        'edit.start': {
          guard: 'isPending',
          target: 'editing',
          actions: assign({ draft: ({ context }) => editValuesOf(context.request) }),
        },
        'request.approve': { guard: 'isPending', target: 'approving' },
        'request.reject': { guard: 'isPending', target: 'rejecting' },
      },
    },
    editing: {
      tags: ['editing'],
      on: {
        'edit.change': {
          actions: assign({ draft: ({ context, event }) => changeDraft(context.draft, { [event.field]: event.value }) }),
        },
        'subject.add': {
          // Each subject once; an empty pick adds nothing.
          guard: ({ context, event }) => event.subject.trim() !== '' && !context.draft?.subjects.includes(event.subject.trim()),
          actions: assign({
            draft: ({ context, event }) => changeDraft(context.draft, { subjects: [...(context.draft?.subjects ?? []), event.subject.trim()] }),
          }),
        },
        'subject.remove': {
          actions: assign({
            draft: ({ context, event }) =>
              changeDraft(context.draft, { subjects: (context.draft?.subjects ?? []).filter((subject) => subject !== event.subject) }),
          }),
        },
        'edit.cancel': { target: 'viewing', actions: assign({ draft: null }) },
        // Saving is not blocked by an empty subject list (spec section 5): the form only warns.
        'edit.save': { target: 'saving' },
      },
      // Another admin may have decided it meanwhile (request.sync): nothing left to edit.
      always: { guard: not('isPending'), target: 'done', actions: assign({ draft: null }) },
    },
    saving: {
      tags: ['busy', 'editing'],
      on: { 'request.sync': {} },
      invoke: {
        src: 'saveRequest',
        input: ({ context }) => ({ id: context.request._id, values: context.draft! }),
        onDone: {
          target: 'viewing',
          actions: [
            assign({ request: ({ event }) => event.output.request, draft: null }),
            { type: 'notifySaved', params: ({ event }) => ({ message: event.output.message }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notifySaveFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    approving: decidingState('approveRequest', reviewStatusFor('completed') as 'approved', 'notifyApproved'),
    rejecting: decidingState('rejectRequest', 'rejected', 'notifyRejected'),
    /** Approved or rejected: only the details remain. */
    done: {
      tags: ['decided'],
    },
  },
});
