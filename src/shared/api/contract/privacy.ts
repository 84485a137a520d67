import { z } from 'zod';
import { APPLICATION_STATUSES } from '../../config/catalogue';
import { defineRoute, errorResponses } from './define-route';
import { studentTutorRequestSchema, tutorProfileSchema } from './member';
import { tuitionSchema } from './tuition';

// GET /api/me/export: everything Shikhon keeps about the signed-in member, as one JSON file (docs/privacy.md).
// Never a password hash, a session token or where a document file is stored.

export const EXPORT_FORMAT = 'shikhon-member-export/1';

/** The account as its owner may read it back. */
export const exportAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for a member who registered by phone and gave no e-mail. */
  email: z.string().nullable(),
  phone: z.string(),
  userType: z.enum(['student', 'tutor', 'admin']),
  gender: z.string().nullable(),
  studentId: z.number().int().nullable(),
  tutorId: z.number().int().nullable(),
  isVerified: z.boolean(),
  isAvailable: z.boolean(),
  isPremium: z.boolean(),
  isFeatured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A guardian/student's profile form as stored. */
export const exportStudentProfileSchema = z.object({
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  currentCity: z.string().nullable(),
  currentArea: z.string().nullable(),
  classLevel: z.string().nullable(),
  medium: z.string().nullable(),
  institution: z.string().nullable(),
  address: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** One identity document: whether it is on file and since when (the file itself is opened from the profile page). */
export const exportDocumentSchema = z.object({ uploaded: z.boolean(), uploadedAt: z.string().nullable() });

export const exportTutorProfileSchema = z.object({
  education: tutorProfileSchema.shape.education,
  tuition: z.record(z.string(), z.unknown()),
  personal: z.record(z.string(), z.unknown()),
  profileCompletion: z.number().int(),
  /** A public photo under /uploads, if any. */
  image: z.string().nullable(),
  documents: z.object({
    nationalId: exportDocumentSchema,
    institutionId: exportDocumentSchema,
    verified: z.boolean(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const exportApplicationSchema = z.object({
  jobId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  updatedAt: z.string(),
});

/** One entry of a fee's ledger (charge, payment with method and reference, refund, waiver, void, ...). */
export const exportLedgerEntrySchema = z.object({
  kind: z.string(),
  /** Whole Taka, signed: + owes more, - owes less. */
  amount: z.number().int(),
  method: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const exportPaymentSchema = z.object({
  id: z.string(),
  /** media (the fee on a tuition) or verification. */
  kind: z.string(),
  /** The job the fee is for (null for a fee that belongs to no job, e.g. verification). */
  tuitionId: z.string().nullable(),
  /** Whole Taka. */
  amount: z.number().int(),
  agreedSalary: z.number().int().nullable(),
  status: z.string(),
  /** Whole Taka still owed (negative: owed back), and the status the ledger derives. */
  balance: z.number().int(),
  ledgerStatus: z.string(),
  entries: z.array(exportLedgerEntrySchema),
  tuitionPostedDate: z.string().nullable(),
  tuitionStartDate: z.string().nullable(),
  paymentDueDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const exportSessionSchema = z.object({
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
});

export const memberExportSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  exportedAt: z.string(),
  account: exportAccountSchema,
  studentProfile: exportStudentProfileSchema.nullable(),
  tutorProfile: exportTutorProfileSchema.nullable(),
  /** A guardian/student's tutor requests, with their review status. */
  tutorRequests: z.array(studentTutorRequestSchema),
  /** The jobs published for a guardian/student, with their own details. */
  jobs: z.array(tuitionSchema),
  /** A tutor's applications. */
  applications: z.array(exportApplicationSchema),
  /** A tutor's media-fee records. */
  payments: z.array(exportPaymentSchema),
  /** Sign-ins (when, until when), never the tokens. */
  sessions: z.array(exportSessionSchema),
});
export type MemberExport = z.infer<typeof memberExportSchema>;

/** The member's own data as a JSON download (docs/privacy.md). */
export const memberExportContract = {
  download: defineRoute({
    method: 'GET',
    path: '/api/me/export',
    access: 'member',
    responses: { 200: memberExportSchema, ...errorResponses(401) },
    tags: ['auth'],
    summary: 'Download my data: everything kept about the own account, as a JSON attachment',
    description:
      'The account (no password hash), profile, tutor requests and their jobs, applications, media-fee records, ' +
      'sign-ins (no tokens) and whether each identity document is on file (never where it is stored).',
  }),
};
