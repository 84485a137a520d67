import { z } from 'zod';
import type { StaffRole } from '../../config/catalogue';
import { defineRoute, errorResponses } from './define-route';
import { applicationSchema } from './member';
import { paymentDeleteQuerySchema } from './payments';

// ── The admin's tutor applications: PUT /api/tuitionApply/select/{jobId}, PUT /api/tuitionApply/deassign/{jobId},
//    GET /api/admin/applicants/{tutorId} (name, e-mail and phone of one applicant), GET /api/tutors/{id}/cv (a PDF)

export const jobIdParamsSchema = z.object({ jobId: z.string().min(1).max(64) });

/** The largest monthly salary a selection accepts (whole Taka). */
export const MAX_AGREED_SALARY = 1_000_000;

/**
 * The applicant to select (the account id of applicants[].tutorId) and the agreed terms: the monthly salary in whole
 * Taka (default: the job's single salary or the lower bound of its range; required when the job's salary is not a
 * number) and the start date (YYYY-MM-DD in Bangladesh time, or an ISO date-time; default: today). `override`
 * (owner or finance) selects a tutor who has an overdue fee on another tuition, with the reason.
 */
export const selectTutorBodySchema = z.object({
  tutorId: z.uuid(),
  agreedSalary: z
    .number({ error: 'The agreed salary must be a whole number of Taka' })
    .int('The agreed salary must be a whole number of Taka')
    .positive('The agreed salary must be greater than 0')
    .max(MAX_AGREED_SALARY, `The agreed salary must be at most ${MAX_AGREED_SALARY}`)
    .optional(),
  startDate: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'The start date must be a date, YYYY-MM-DD' })
    .optional(),
  override: z.object({ reason: z.string().trim().min(3, 'Please give a reason').max(500) }).optional(),
});
export type SelectTutorBody = z.infer<typeof selectTutorBodySchema>;

/** The staff roles whose `override` of an overdue fee the server accepts (the others: 403), and the dialog offers. */
export const FEE_OVERRIDE_ROLES: readonly StaffRole[] = ['owner', 'finance'];
export const mayOverrideOverdueFee = (role: StaffRole | null | undefined): boolean => role != null && FEE_OVERRIDE_ROLES.includes(role);

/** The answer of select and deassign: the job's application record as GET /api/tuitionApply lists it. */
export const applicationUpdatedSchema = z.object({ success: z.literal(true), data: applicationSchema });
export type ApplicationUpdated = z.infer<typeof applicationUpdatedSchema>;

export const applicantParamsSchema = z.object({ tutorId: z.string().min(1).max(64) });

/** What an applicant card shows: the tutor's contact details (admins only; GET /api/tutors/{id} stays public data). */
export const applicantContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type ApplicantContact = z.infer<typeof applicantContactSchema>;
export const applicantLookupResponseSchema = z.object({ tutor: applicantContactSchema });
export type ApplicantLookupResponse = z.infer<typeof applicantLookupResponseSchema>;

/** The screen's and the server's texts. */
export const ASSIGN_TUTOR_MESSAGES = {
  selected: 'Tutor selected successfully',
  deassigned: 'Tutor deassigned successfully',
  selectFailed: 'Failed to select tutor',
  deassignFailed: 'Failed to deassign tutor',
  notApplied: 'This tutor has not applied for this tuition',
  alreadyAssigned: 'A tutor is already assigned to this tuition',
  notAssigned: 'No tutor is assigned to this tuition',
  closed: 'This tuition is closed',
  unpaidCommission: 'This tutor already holds a tuition with unpaid commission; select them again once it is paid',
  overdueCommission:
    'This tutor has an overdue fee on another tuition; finance can override with a reason, or select them once it is paid',
  overrideNotAllowed: 'Only the owner or finance can override an overdue fee',
  agreedSalaryRequired: 'Agreed salary is required',
  startBeforePosted: 'The start date cannot be before the job was posted',
  startTooLate: 'The start date must be within a year',
} as const;

/** Where an applicant's CV is downloaded (no token: a plain link). */
export const tutorCvPath = (tutorId: string) => `/api/tutors/${encodeURIComponent(tutorId)}/cv`;

/** The admin applications screen: select or deassign a job's tutor, and an applicant's contact details. Admins only. */
export const adminApplicationsContract = {
  select: defineRoute({
    method: 'PUT',
    path: '/api/tuitionApply/select/:jobId',
    access: 'admin',
    roles: ['matcher', 'finance'],
    params: jobIdParamsSchema,
    body: selectTutorBodySchema,
    responses: { 200: applicationUpdatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['admin'],
    summary: "Select a job's tutor with the agreed terms: accepted, the others rejected, the job assigned, the fee charged",
    description:
      'One transaction on the locked job row: 409 when the job already has its tutor (or is closed), 404 when the ' +
      "job is missing or the tutor did not apply. Charges the tutor's media fee on the ledger: 60% of agreedSalary " +
      '(default: the single salary or the lower end of a range; 400 "Agreed salary is required" when the salary is ' +
      'not a number), from startDate (default today; 400 before the job was posted), due 30 days later. 409 when the ' +
      'tutor has an overdue fee on another tuition, unless the owner or finance sends override: { reason }.',
    messages: ASSIGN_TUTOR_MESSAGES,
  }),
  deassign: defineRoute({
    method: 'PUT',
    path: '/api/tuitionApply/deassign/:jobId',
    access: 'admin',
    roles: ['matcher'],
    params: jobIdParamsSchema,
    query: paymentDeleteQuerySchema,
    responses: { 200: applicationUpdatedSchema, ...errorResponses(400, 401, 403, 404, 409) },
    tags: ['admin'],
    summary: "Deassign a job's tutor: every applicant pending, the job active, the fee by the spec's rule",
    description:
      '409 when the job has no tutor; 404 when it is missing. Before the start the fee is voided; within the first ' +
      'month it becomes 40% of the agreed salary (a 60% fee already paid leaves 20% as a refund due); after it the ' +
      'full fee stays. Optional ?reason=.',
    messages: ASSIGN_TUTOR_MESSAGES,
  }),
  applicant: defineRoute({
    method: 'GET',
    path: '/api/admin/applicants/:tutorId',
    access: 'admin',
    roles: ['matcher'],
    params: applicantParamsSchema,
    responses: { 200: applicantLookupResponseSchema, ...errorResponses(401, 403, 404) },
    tags: ['admin'],
    summary: "An applicant's name, e-mail and phone (by account id or display number)",
  }),
};
