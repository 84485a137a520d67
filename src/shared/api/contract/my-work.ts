import { z } from 'zod';
import { LEDGER_STATUSES, MY_APPLICATION_STATUSES, PAYMENT_STATUSES } from '../../config/catalogue';
import { idParamsSchema } from './common';
import { defineRoute, errorResponses } from './define-route';
import { MY_WORK_MESSAGES } from './my-work-messages';
import { tuitionStatusSchema } from './tuition';

// A tutor's own side of the loop (issue 12): "My Applications", withdraw, "My Tuitions" and the profile checklist.

export const myApplicationStatusSchema = z.enum(MY_APPLICATION_STATUSES);

export { MY_WORK_MESSAGES };

/** The job as the tutor's own lists show it (My Applications, My Tuitions): its public facts, never the guardian's. */
const workJobSchema = z.object({
  jobId: z.string(),
  /** Shown as SK-{jobNumber}. */
  jobNumber: z.number().int(),
  title: z.string(),
  district: z.string(),
  area: z.string(),
  classLevel: z.string(),
});
export type WorkJob = z.infer<typeof workJobSchema>;

/**
 * One of the tutor's applications as "My Applications" lists it: the job's public facts, the derived status
 * (src/shared/lib/application-status) and the date of each change. Never the guardian's details.
 */
export const myApplicationSchema = z.object({
  /** The application's id (the withdraw route's `{id}`). */
  id: z.string(),
  ...workJobSchema.shape,
  /** Monthly salary as text ("5000", "5000-6000"); null is negotiable. */
  salary: z.string().nullable(),
  jobStatus: tuitionStatusSchema,
  status: myApplicationStatusSchema,
  appliedAt: z.string(),
  shortlistedAt: z.string().nullable(),
  /** When the tutor was selected or not selected. */
  decidedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  /** When the job was closed (only for a closed job). */
  closedAt: z.string().nullable(),
  /** Applied or Shortlisted: the tutor may still withdraw. */
  canWithdraw: z.boolean(),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;

export const MY_APPLICATIONS_PAGE_SIZE = 10;

// GET /api/me/applications?page=&limit=
export const myApplicationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(MY_APPLICATIONS_PAGE_SIZE),
});
export type MyApplicationListQuery = z.input<typeof myApplicationListQuerySchema>;
export const myApplicationListResponseSchema = z.object({
  data: z.array(myApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type MyApplicationListResponse = z.infer<typeof myApplicationListResponseSchema>;

// POST /api/me/applications/{id}/withdraw
export const withdrawApplicationResponseSchema = z.object({ message: z.string(), data: myApplicationSchema });
export type WithdrawApplicationResponse = z.infer<typeof withdrawApplicationResponseSchema>;

/** The media fee of an assigned tuition as its tutor sees it (whole Taka). */
export const myTuitionFeeSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  /** Still owed (negative: owed back to the tutor). */
  balance: z.number().int(),
  dueDate: z.string().nullable(),
  /** The spec's status: Due, Paid, Fraud or Cancel. */
  status: z.enum(PAYMENT_STATUSES),
  /** The ledger's status, Overdue once the due date has passed with a balance. */
  ledgerStatus: z.enum(LEDGER_STATUSES),
});
export type MyTuitionFee = z.infer<typeof myTuitionFeeSchema>;

/**
 * A tuition the tutor was selected for: the job, the terms, and the guardian's contact (revealed to the selected
 * tutor only, from assignment on; docs/privacy.md).
 */
export const myTuitionSchema = z.object({
  ...workJobSchema.shape,
  subjects: z.array(z.string()),
  days: z.number().int(),
  tutoringTime: z.string().nullable(),
  jobStatus: tuitionStatusSchema,
  assignedAt: z.string(),
  /** Whole Taka a month, as agreed at selection. */
  agreedSalary: z.number().int().nullable(),
  startDate: z.string().nullable(),
  guardian: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    /** The house address, when the job has one. */
    address: z.string().nullable(),
  }),
  fee: myTuitionFeeSchema.nullable(),
});
export type MyTuition = z.infer<typeof myTuitionSchema>;

// GET /api/me/tuitions: every tuition the tutor was selected for, newest assignment first.
export const myTuitionListResponseSchema = z.object({ data: z.array(myTuitionSchema) });
export type MyTuitionListResponse = z.infer<typeof myTuitionListResponseSchema>;

const checklistItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  section: z.enum(['education', 'tuition', 'personal', 'documents', 'photo', 'review']),
  neededFor: z.enum(['verification', 'premium']),
  done: z.boolean(),
});
const checklistGoalSchema = z.object({ ready: z.boolean(), missing: z.array(checklistItemSchema) });

// GET /api/me/profile-checklist: what is missing for verification and for premium (src/shared/lib/profile-completeness).
export const profileChecklistResponseSchema = z.object({
  completeness: z.number().int().min(0).max(100),
  isVerified: z.boolean(),
  isPremium: z.boolean(),
  items: z.array(checklistItemSchema),
  verification: checklistGoalSchema,
  premium: checklistGoalSchema,
});
export type ProfileChecklistResponse = z.infer<typeof profileChecklistResponseSchema>;

/** A tutor's own work (issue 12): their applications, withdrawing one, their tuitions, their profile checklist. */
export const myWorkContract = {
  applications: defineRoute({
    method: 'GET',
    path: '/api/me/applications',
    access: 'tutor',
    query: myApplicationListQuerySchema,
    responses: { 200: myApplicationListResponseSchema, ...errorResponses(400, 401, 403) },
    tags: ['tuitions'],
    summary: "The tutor's applications, newest first, with where each stands and when it changed",
    description:
      'status: Applied, Shortlisted, Selected, Not selected, Job closed or Withdrawn (src/shared/lib/application-status). ' +
      'page from 1, limit 1-50 (10). The job is described by its public fields only.',
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/api/me/applications/:id/withdraw',
    access: 'tutor',
    params: idParamsSchema,
    responses: { 200: withdrawApplicationResponseSchema, ...errorResponses(401, 403, 404, 409) },
    tags: ['tuitions'],
    summary: 'Withdraw one of your applications while it is open (Applied or Shortlisted)',
    description:
      '409 once selected, not selected or the job is closed; 404 for an application that is not yours. ' +
      'Withdrawing twice answers the withdrawn application again.',
    messages: MY_WORK_MESSAGES,
  }),
  tuitions: defineRoute({
    method: 'GET',
    path: '/api/me/tuitions',
    access: 'tutor',
    responses: { 200: myTuitionListResponseSchema, ...errorResponses(401, 403) },
    tags: ['tuitions'],
    summary: 'The tuitions you were selected for: terms, the guardian’s contact and the media fee',
  }),
  profileChecklist: defineRoute({
    method: 'GET',
    path: '/api/me/profile-checklist',
    access: 'tutor',
    responses: { 200: profileChecklistResponseSchema, ...errorResponses(401, 403) },
    tags: ['tuitions'],
    summary: 'What your profile still needs for verification and for premium',
  }),
};
