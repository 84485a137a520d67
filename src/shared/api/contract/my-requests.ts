import { z } from 'zod';
import { REQUEST_STAGES } from '../../config/catalogue';
import { jobIdParamsSchema } from './admin-applications';
import { idParamsSchema } from './common';
import { defineRoute, errorResponses } from './define-route';
import { studentTutorRequestBodySchema, studentTutorRequestSchema } from './member';
import { publicTutorDetailSchema } from './tutor';

// ── A guardian's own requests ("My requests"): GET /api/me/requests, PUT /api/me/requests/{id},
//    POST /api/me/requests/{id}/withdraw, GET /api/me/requests/{id}/shortlist, POST /api/me/requests/{id}/pick,
//    POST /api/me/requests/{id}/more; and the staff's shortlist and trial date: PUT /api/admin/jobs/{jobId}/shortlist,
//    PUT /api/admin/requests/{id}/trial.

export const requestStageSchema = z.enum(REQUEST_STAGES);
export type RequestStageValue = z.infer<typeof requestStageSchema>;

/** The most tutors staff put on one guardian's shortlist. */
export const SHORTLIST_MAX = 5;

/** One step of a request's life with its date (and a note: the closing reason, the trial date, a refill). */
export const requestTimelineEntrySchema = z.object({
  stage: requestStageSchema,
  at: z.string(),
  note: z.string().nullable(),
});
export type RequestTimelineEntry = z.infer<typeof requestTimelineEntrySchema>;

/** A guardian's dashboard request (the wizard's) with where it is in its life. */
export const myTutorRequestSchema = studentTutorRequestSchema.extend({
  kind: z.literal('request'),
  stage: requestStageSchema,
  /** SK-10234 once published. */
  jobNumber: z.string().nullable(),
  closedReason: z.string().nullable(),
  trialAt: z.string().nullable(),
  moreRequestedAt: z.string().nullable(),
  /** Edit and withdraw are open (submitted or under review). */
  canChange: z.boolean(),
  timeline: z.array(requestTimelineEntrySchema),
});
export type MyTutorRequest = z.infer<typeof myTutorRequestSchema>;

/** A Hire a Tutor request sent while logged in: our team calls back; it has no job of its own. */
export const myHireRequestSchema = z.object({
  kind: z.literal('hireTutor'),
  _id: z.string(),
  studentName: z.string(),
  medium: z.string(),
  classLevel: z.string(),
  subjects: z.array(z.string()),
  district: z.string(),
  area: z.string(),
  stage: requestStageSchema,
  closedReason: z.string().nullable(),
  createdAt: z.string(),
  timeline: z.array(requestTimelineEntrySchema),
});
export type MyHireRequest = z.infer<typeof myHireRequestSchema>;

export const myRequestSchema = z.discriminatedUnion('kind', [myTutorRequestSchema, myHireRequestSchema]);
export type MyRequest = z.infer<typeof myRequestSchema>;
export const myRequestListSchema = z.object({ requests: z.array(myRequestSchema) });
export type MyRequestList = z.infer<typeof myRequestListSchema>;

/** PUT /api/me/requests/{id}: the whole request, as the wizard sends it (studentId and status are the server's). */
export const myRequestEditBodySchema = studentTutorRequestBodySchema;
export const myRequestSavedSchema = z.object({ message: z.string(), request: myTutorRequestSchema });
export type MyRequestSaved = z.infer<typeof myRequestSavedSchema>;

/** POST /api/me/requests/{id}/withdraw: an optional reason in the guardian's words (no body at all is fine). */
export const withdrawRequestBodySchema = z
  .object({ reason: z.string().trim().max(300, 'reason: At most 300 characters').optional() })
  .nullish();
export type WithdrawRequestBody = z.input<typeof withdrawRequestBodySchema>;

/**
 * A shortlisted tutor as the guardian sees them before selection: the public profile and the CV link, never a phone
 * or an e-mail.
 */
export const shortlistedTutorSchema = z.object({
  tutor: publicTutorDetailSchema,
  cvUrl: z.string(),
  appliedAt: z.string(),
  shortlistedAt: z.string(),
  picked: z.boolean(),
});
export type ShortlistedTutor = z.infer<typeof shortlistedTutorSchema>;

export const myShortlistSchema = z.object({
  requestId: z.string(),
  stage: requestStageSchema,
  jobNumber: z.string().nullable(),
  trialAt: z.string().nullable(),
  moreRequestedAt: z.string().nullable(),
  tutors: z.array(shortlistedTutorSchema),
});
export type MyShortlist = z.infer<typeof myShortlistSchema>;

/** A trial date: an ISO date-time with its offset, from now to 60 days ahead. */
const trialAtSchema = z.iso.datetime({ offset: true, error: 'trialAt: The trial date must be a date and time' });

/** POST /api/me/requests/{id}/pick. */
export const pickTutorBodySchema = z.object({
  tutorId: z.uuid({ error: 'tutorId: Please choose a tutor from the shortlist' }),
  trialAt: trialAtSchema.optional(),
});
export type PickTutorBody = z.infer<typeof pickTutorBodySchema>;

/** POST /api/me/requests/{id}/more: what the guardian would like to be different (optional). */
export const moreCandidatesBodySchema = z
  .object({ note: z.string().trim().max(300, 'note: At most 300 characters').optional() })
  .nullish();
export type MoreCandidatesBody = z.input<typeof moreCandidatesBodySchema>;

/** The answer of pick and more: the request as it now stands. */
export const myRequestChangedSchema = z.object({ message: z.string(), request: myTutorRequestSchema });
export type MyRequestChanged = z.infer<typeof myRequestChangedSchema>;

/** PUT /api/admin/jobs/{jobId}/shortlist: the whole shortlist (it replaces the previous one). */
export const shortlistBodySchema = z.object({
  tutorIds: z
    .array(z.uuid({ error: 'tutorIds: Each tutor must be an applicant of this job' }))
    .min(1, 'tutorIds: Shortlist at least one applicant')
    .max(SHORTLIST_MAX, `tutorIds: A shortlist has at most ${SHORTLIST_MAX} tutors`)
    .refine((ids) => new Set(ids).size === ids.length, 'tutorIds: A tutor cannot be shortlisted twice'),
});
export type ShortlistBody = z.infer<typeof shortlistBodySchema>;
export const shortlistSavedSchema = z.object({
  message: z.string(),
  jobId: z.string(),
  tutorIds: z.array(z.string()),
  /** The guardian's request's stage now (null: a job staff created by hand, with no request). */
  stage: requestStageSchema.nullable(),
});
export type ShortlistSaved = z.infer<typeof shortlistSavedSchema>;

/** PUT /api/admin/requests/{id}/trial. */
export const trialBodySchema = z.object({ trialAt: trialAtSchema });
export type TrialBody = z.infer<typeof trialBodySchema>;
export const trialSavedSchema = z.object({ message: z.string(), requestId: z.string(), trialAt: z.string() });
export type TrialSaved = z.infer<typeof trialSavedSchema>;

/** The screens' and the server's texts. */
export const MY_REQUEST_MESSAGES = {
  notFound: 'Request not found',
  updated: 'Your request has been updated',
  withdrawn: 'Your request has been withdrawn',
  withdrawnReason: 'Withdrawn by the guardian',
  notChangeable:
    'This request has already been published as a job, so it can no longer be edited or withdrawn. Please contact us to change it.',
  closed: 'This request is closed',
  noShortlist: 'There is no shortlist for this request yet',
  notOnShortlist: 'tutorId: This tutor is not on your shortlist',
  picked: 'Thank you! We will arrange the trial class and confirm it with you.',
  notPickable: 'A tutor can be picked only while the shortlist is ready',
  moreRequested: 'We will look for more tutors and update your shortlist',
  shortlisted: 'Shortlist sent to the guardian',
  notApplicant: 'tutorIds: Every shortlisted tutor must be a waiting applicant of this job',
  jobNotOpen: 'This job already has its tutor or is closed',
  requestNotShortlistable: 'The request of this job is not published or is closed',
  trialSet: 'Trial class date saved',
  notInTrial: 'A trial date can be set once the guardian has picked a tutor',
  trialInPast: 'trialAt: The trial date must be in the future',
  trialTooLate: 'trialAt: The trial date must be within 60 days',
  unexpected: 'Something went wrong. Please try again.',
} as const;

/** "My requests": a guardian's own requests and their shortlists. Another guardian's request is 404. */
export const myRequestsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/me/requests',
    access: 'student',
    responses: { 200: myRequestListSchema, ...errorResponses(401, 403) },
    tags: ['requests'],
    summary: "The guardian's own requests, newest first, each with its stage and dated timeline",
    description:
      'Dashboard requests (stage, timeline, job number once published, closed reason, trial date) and the Hire a ' +
      "Tutor requests sent while logged in. The spec's `status` is unchanged; `stage` is the lifecycle.",
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/api/me/requests/:id',
    access: 'student',
    params: idParamsSchema,
    body: myRequestEditBodySchema,
    responses: { 200: myRequestSavedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['requests'],
    summary: 'Edit one of my requests while it waits for review (409 once published)',
    messages: MY_REQUEST_MESSAGES,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/api/me/requests/:id/withdraw',
    access: 'student',
    params: idParamsSchema,
    body: withdrawRequestBodySchema,
    responses: { 200: myRequestSavedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['requests'],
    summary: 'Withdraw one of my requests while it waits for review (409 once published)',
    messages: MY_REQUEST_MESSAGES,
  }),
  shortlist: defineRoute({
    method: 'GET',
    path: '/api/me/requests/:id/shortlist',
    access: 'student',
    params: idParamsSchema,
    responses: { 200: myShortlistSchema, ...errorResponses(401, 403, 404) },
    tags: ['requests'],
    summary: "My request's shortlist: each tutor's public profile and CV link (no phone or e-mail before selection)",
  }),
  pick: defineRoute({
    method: 'POST',
    path: '/api/me/requests/:id/pick',
    access: 'student',
    params: idParamsSchema,
    body: pickTutorBodySchema,
    responses: { 200: myRequestChangedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['requests'],
    summary: 'Pick a shortlisted tutor for a trial class (400 when not on the shortlist)',
    description: 'Optional trialAt (ISO date-time, within 60 days) proposes the trial date; staff may set or move it.',
    messages: MY_REQUEST_MESSAGES,
  }),
  more: defineRoute({
    method: 'POST',
    path: '/api/me/requests/:id/more',
    access: 'student',
    params: idParamsSchema,
    body: moreCandidatesBodySchema,
    responses: { 200: myRequestChangedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['requests'],
    summary: 'Ask for more candidates: staff refill the shortlist',
    messages: MY_REQUEST_MESSAGES,
  }),
};

/** Staff (matchers) shortlist a job's applicants for its guardian and set the trial class date. */
export const adminShortlistsContract = {
  shortlist: defineRoute({
    method: 'PUT',
    path: '/api/admin/jobs/:jobId/shortlist',
    access: 'admin',
    roles: ['matcher'],
    params: jobIdParamsSchema,
    body: shortlistBodySchema,
    responses: { 200: shortlistSavedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['admin'],
    summary: "Shortlist 1–5 of a job's waiting applicants for the guardian (replaces the previous shortlist)",
    description:
      "400 when an id is not a waiting applicant of the job or more than 5 are sent; 409 when the job has its tutor or is " +
      "closed. The job's request moves to shortlist_ready; the tutors and the guardian are told.",
  }),
  trial: defineRoute({
    method: 'PUT',
    path: '/api/admin/requests/:id/trial',
    access: 'admin',
    roles: ['matcher'],
    params: idParamsSchema,
    body: trialBodySchema,
    responses: { 200: trialSavedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['admin'],
    summary: 'Set or move the trial class date of a request whose guardian has picked a tutor',
  }),
};
