import { z } from 'zod';
import { defineRoute, errorResponses } from './define-route';
import {
  APPLICATION_STATUSES,
  PREFERRED_TUTORS,
  PROFILE_GENDERS,
  REQUEST_STATUSES,
  STUDENT_GENDERS,
  TUTORING_TYPES,
} from '../../config/catalogue';
import { chosenSubjectsSchema, idParamsSchema, phoneSchema } from './common';
import { educationSchema, tuitionPreferencesSchema, tutorPersonalSchema } from './tutor';


// ── Student profile: GET/PUT /api/students/{id}/profile, POST /api/students/{id}/profile/initialize
export const studentProfileSchema = z.object({
  email: z.string(),
  phone: z.string(),
  name: z.string(),
  fullName: z.string(),
  gender: z.enum(STUDENT_GENDERS).nullable(),
  personal: z.object({ currentCity: z.string(), currentArea: z.string() }),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;
export const studentProfileResponseSchema = z.object({ profile: studentProfileSchema });
export const studentProfileUpdateBodySchema = z.object({
  email: z.string().trim().toLowerCase().email('Please enter a valid email address').max(254),
  phone: phoneSchema,
  fullName: z.string().trim().min(1, 'Full Name is required').max(120),
  gender: z.enum(STUDENT_GENDERS),
  currentCity: z.string().trim().min(1, 'City is required').max(64),
  currentArea: z.string().trim().min(1, 'Area is required').max(80),
});
export type StudentProfileUpdateBody = z.input<typeof studentProfileUpdateBodySchema>;
export const studentProfileSavedSchema = z.object({ message: z.string(), profile: studentProfileSchema });

// ── Tutor profile: GET/PUT /api/tutors/{id}/profile, POST /api/tutors/{id}/profile/initialize
export const tutorProfileSchema = z.object({
  education: educationSchema,
  tuition: tuitionPreferencesSchema,
  personal: tutorPersonalSchema.partial().extend({ gender: z.enum(PROFILE_GENDERS).optional() }),
  /** Computed by the server, 0–100. */
  profileCompletion: z.number().int().min(0).max(100),
});
export type TutorProfile = z.infer<typeof tutorProfileSchema>;
export const tutorProfileResponseSchema = z.object({ profile: tutorProfileSchema });
export const tutorProfileUpdateBodySchema = z.object({
  education: educationSchema,
  tuition: tuitionPreferencesSchema,
  personal: tutorPersonalSchema.partial(),
});
export type TutorProfileUpdateBody = z.input<typeof tutorProfileUpdateBodySchema>;
export const tutorProfileSavedSchema = z.object({ message: z.string(), profile: tutorProfileSchema });

// ── Availability: PUT /api/tutors/{id}/availability
export const availabilityBodySchema = z.object({ isAvailable: z.boolean() });
export const availabilityResponseSchema = z.object({ message: z.string(), isAvailable: z.boolean() });

// ── Identity documents: GET /api/documents/{id}/status, POST /api/documents/{id}/upload (multipart nationalId, institutionId)
export const documentStatusSchema = z.object({
  nationalIdUploaded: z.boolean(),
  institutionIdUploaded: z.boolean(),
  documentsVerified: z.boolean(),
  /** Short-lived signed paths under the host, or null. Only the tutor and admins get them. */
  nationalIdPath: z.string().nullable(),
  institutionIdPath: z.string().nullable(),
  nationalIdUploadDate: z.string().nullable(),
  institutionIdUploadDate: z.string().nullable(),
});
export type DocumentStatus = z.infer<typeof documentStatusSchema>;
export const documentStatusResponseSchema = z.object({ documents: documentStatusSchema });
export const documentUploadResponseSchema = z.object({ message: z.string(), documents: documentStatusSchema });

// ── Student tutor requests: POST /api/students/{id}/tutor-request, GET /api/students/get-tutor-requests
/** How many students a request is for: a whole number from 1 to 50 (the guardian's wizard and the edit forms alike). */
export const noOfStudentsSchema = z.coerce
  .number()
  .int('Number of Students must be at least 1')
  .min(1, 'Number of Students must be at least 1')
  .max(50);
// Its messages are the ones the tutor-request wizard shows on each step (the machine checks its fields with it).
export const studentTutorRequestBodySchema = z.object({
  studentName: z.string().trim().min(1, 'Student Name is required').max(120),
  noOfStudents: noOfStudentsSchema,
  studentGender: z.enum(STUDENT_GENDERS, { error: 'Student Gender is required' }),
  institution: z.string().trim().max(200).optional().default(''),
  district: z.string().trim().min(1, 'District is required').max(64),
  location: z.string().trim().min(1, 'Area is required').max(80),
  locationDetails: z.string().trim().max(500).optional().default(''),
  medium: z.string().trim().min(1, 'Category is required').max(80),
  classLevel: z.string().trim().min(1, 'Class is required').max(80),
  subjects: chosenSubjectsSchema.refine((list) => !list.includes('All'), '"All" is not a subject'),
  tutoringType: z.enum(TUTORING_TYPES, { error: 'Tutoring Type is required' }),
  preferredTutor: z.enum(PREFERRED_TUTORS).default('any'),
  days: z.coerce.number().int('Days per Week is required').min(1, 'Days per Week is required').max(7),
  tutoringTime: z.string().trim().min(1, 'Preferred Time is required').max(80),
  salary: z.string().trim().min(1, 'Salary Range is required').max(40),
  notes: z.string().trim().max(1000).optional().default(''),
  /** Sent by the client for the record; the server uses the caller's own studentId. */
  studentId: z.union([z.number(), z.string()]).optional(),
  postedAt: z.string().optional(),
});
export type StudentTutorRequestBody = z.input<typeof studentTutorRequestBodySchema>;

export const studentTutorRequestSchema = z.object({
  _id: z.string(),
  studentId: z.number().int().nullable(),
  studentName: z.string(),
  noOfStudents: z.number().int(),
  studentGender: z.string(),
  institution: z.string(),
  district: z.string(),
  area: z.string(),
  location: z.string(),
  locationDetails: z.string(),
  medium: z.string(),
  classLevel: z.string(),
  subjects: z.array(z.string()),
  tutoringType: z.string(),
  days: z.number().int(),
  tutoringTime: z.string(),
  salary: z.string(),
  preferredTutor: z.string(),
  notes: z.string(),
  status: z.enum(REQUEST_STATUSES),
  jobId: z.string().nullable(),
  /** The published job's short number (shown SK-10234); only on the guardian's own list, null before publishing. */
  jobNumber: z.number().int().nullable().optional(),
  createdAt: z.string(),
});
export type StudentTutorRequest = z.infer<typeof studentTutorRequestSchema>;
export const studentTutorRequestCreatedSchema = z.object({ message: z.string(), request: studentTutorRequestSchema });
/** The tabs of the admin's review screen: every request, or those of one status. */
export const STUDENT_REQUEST_FILTERS = ['all', ...REQUEST_STATUSES] as const;
export type StudentRequestFilter = (typeof STUDENT_REQUEST_FILTERS)[number];
/** Cards per page of the admin's review screen: four rows of the three-column grid. */
export const STUDENT_REQUESTS_PAGE_SIZE = 12;
/** Optional paging (admins): with `status`, one page of that tab's requests, newest first. */
export const studentTutorRequestListQuerySchema = z.object({
  status: z.enum(STUDENT_REQUEST_FILTERS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(STUDENT_REQUESTS_PAGE_SIZE),
});
export type StudentTutorRequestListQuery = z.input<typeof studentTutorRequestListQuerySchema>;
/** How many requests each tab holds, whatever the page. */
export const studentRequestCountsSchema = z.object({
  all: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type StudentRequestCounts = z.infer<typeof studentRequestCountsSchema>;
export const studentTutorRequestListSchema = z.object({
  requests: z.array(studentTutorRequestSchema),
  /** Present on a paged answer (`status` given by an admin): requests in the tab, and requests per tab. */
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  limit: z.number().int().optional(),
  counts: studentRequestCountsSchema.optional(),
});
/** The paged answer, as the admin's screen reads it. */
export const studentTutorRequestPageSchema = studentTutorRequestListSchema.required({
  total: true,
  page: true,
  limit: true,
  counts: true,
});
export type StudentTutorRequestPage = z.infer<typeof studentTutorRequestPageSchema>;

// ── Applications: GET /api/tuitionApply (a tutor their own, a student those on their jobs, an admin all)
export const applicantSchema = z.object({
  tutorId: z.string(),
  tutorDisplayId: z.number().int().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  /** On the guardian's shortlist (staff's PUT /api/admin/jobs/{jobId}/shortlist). */
  shortlisted: z.boolean().optional(),
  /** The guardian picked this tutor from the shortlist for a trial class (staff confirm with select). */
  picked: z.boolean().optional(),
});
export const applicationSchema = z.object({
  jobId: z.string(),
  /** The job's short number (shown SK-10234). */
  jobNumber: z.number().int(),
  /** The job's monthly salary as posted ("5000", "5000-6000", "Negotiable"); the admin's Select Tutor prefills from it. */
  salary: z.string().nullable().optional(),
  isAssigned: z.boolean(),
  studentId: z.number().int().nullable(),
  applicants: z.array(applicantSchema),
});
export type Application = z.infer<typeof applicationSchema>;
/** The admin's tabs of GET /api/tuitionApply: jobs still waiting for their tutor, and jobs with one. */
export const APPLICATION_TABS = ['pending', 'assigned'] as const;
export type ApplicationTab = (typeof APPLICATION_TABS)[number];
export const APPLICATIONS_PAGE_SIZE = 10;
/** Optional paging (admins): with `tab`, one page of that tab's jobs, newest application first. */
export const applicationListQuerySchema = z.object({
  tab: z.enum(APPLICATION_TABS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(APPLICATIONS_PAGE_SIZE),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;
export const applicationListSchema = z.object({
  data: z.array(applicationSchema),
  /** Present on a paged answer (`tab` given by an admin): jobs in the tab, and jobs per tab. */
  total: z.number().int().optional(),
  page: z.number().int().optional(),
  limit: z.number().int().optional(),
  counts: z.object({ pending: z.number().int(), assigned: z.number().int() }).optional(),
});

// ── Apply status of a student: GET /api/students/{id}/apply-status
export const applyStatusSchema = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  assigned: z.number().int(),
  confirmed: z.number().int(),
  cancelled: z.number().int(),
});
export type ApplyStatus = z.infer<typeof applyStatusSchema>;
export const applyStatusResponseSchema = z.object({ counts: applyStatusSchema });

/** Applications per job, as the caller may see them. */
export const memberApplicationsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/tuitionApply',
    access: 'member',
    query: applicationListQuerySchema,
    responses: { 200: applicationListSchema, ...errorResponses(400, 401) },
    tags: ['tuitions'],
    summary: 'Applications per job: a tutor their own, a student those on their own jobs, an admin all',
    description:
      'An admin may ask for one page of a tab: tab=pending (jobs without their tutor) or assigned, page from 1, ' +
      'limit 1-50 (10); the answer then adds total, page, limit and counts per tab. Members ignore these.',
  }),
};

/** A tutor's own profile wizard and availability switch. `:id` is the account's uuid. */
export const tutorProfilesContract = {
  profile: defineRoute({
    method: 'GET',
    path: '/api/tutors/:id/profile',
    access: 'tutorOrAdmin',
    owner: true,
    params: idParamsSchema,
    responses: { 200: tutorProfileResponseSchema, ...errorResponses(401, 403, 404) },
    tags: ['tutors'],
    summary: "A tutor's full profile (the tutor, or an admin); 404 until initialized",
  }),
  initialize: defineRoute({
    method: 'POST',
    path: '/api/tutors/:id/profile/initialize',
    access: 'tutor',
    owner: true,
    params: idParamsSchema,
    responses: { 200: tutorProfileResponseSchema, 201: tutorProfileResponseSchema, ...errorResponses(401, 403) },
    tags: ['tutors'],
    summary: 'Creates the own profile with the defaults (201), or answers the existing one (200)',
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/tutors/:id/profile',
    access: 'tutor',
    owner: true,
    params: idParamsSchema,
    body: tutorProfileUpdateBodySchema,
    responses: { 200: tutorProfileSavedSchema, ...errorResponses(400, 401, 403, 409) },
    tags: ['tutors'],
    summary: 'Saves the profile wizard (education, tuition, personal); the server computes profileCompletion',
    description:
      'SSC and HSC complete; graduation, post-graduation and diploma all-or-nothing; lists without empties or ' +
      'duplicates; district, categories, classes and subjects from the catalogue. A personal e-mail or phone ' +
      'of another account is a 409.',
  }),
  availability: defineRoute({
    method: 'PUT',
    path: '/api/tutors/:id/availability',
    access: 'tutor',
    owner: true,
    params: idParamsSchema,
    body: availabilityBodySchema,
    responses: { 200: availabilityResponseSchema, ...errorResponses(400, 401, 403) },
    tags: ['tutors'],
    summary: 'The own "Available for Tuition" switch',
  }),
};
