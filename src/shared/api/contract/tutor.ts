import { z } from 'zod';
import { idParamsSchema, messageResponseSchema, phoneSchema } from './common';
import { defineRoute, errorResponses } from './define-route';
import {
  DAYS_PER_WEEK_VALUES,
  EDUCATION_STATUSES,
  EXPERIENCE_OPTIONS,
  PREFERRED_TIMES,
  PROFILE_GENDERS,
} from '../../config/catalogue';

const s = z.string().trim().max(200);

export const schoolExamSchema = z.object({
  institute: s,
  curriculum: s,
  group: s,
  year: s,
  result: s,
});
export const degreeSchema = z.object({
  institution_type: s,
  institute: s,
  degree: s,
  subject: s,
  curriculum: s.optional(),
  year: s,
  result: s,
  status: z.enum(EDUCATION_STATUSES),
});
export const diplomaSchema = z.object({
  institution_type: s,
  institute: s,
  field: s,
  duration: s,
  year: s,
  result: s,
  status: z.enum(EDUCATION_STATUSES),
});
// The all-or-nothing rule of spec section 5, once for the wizard, the completeness rule and the server: SSC and
// HSC need every field; a started graduation, post-graduation or diploma needs every field of its schema but the
// degrees' curriculum; the status (which has a default) never makes a section "started".
/** Every SSC/HSC field (all of schoolExamSchema's). */
export const SCHOOL_EXAM_FIELDS = ['institute', 'curriculum', 'group', 'year', 'result'] as const satisfies readonly (keyof z.infer<
  typeof schoolExamSchema
>)[];
/** What a finished graduation or post-graduation has: degreeSchema's required fields. */
export const DEGREE_REQUIRED_FIELDS = [
  'institution_type',
  'institute',
  'degree',
  'subject',
  'year',
  'result',
  'status',
] as const satisfies readonly (keyof z.infer<typeof degreeSchema>)[];
/** What a finished diploma has: every diplomaSchema field. */
export const DIPLOMA_REQUIRED_FIELDS = [
  'institution_type',
  'institute',
  'field',
  'duration',
  'year',
  'result',
  'status',
] as const satisfies readonly (keyof z.infer<typeof diplomaSchema>)[];
/** The sections a tutor may leave empty, and the fields each needs once begun. */
export const OPTIONAL_EDUCATION_FIELDS = {
  graduation: DEGREE_REQUIRED_FIELDS,
  postGraduation: DEGREE_REQUIRED_FIELDS,
  diploma: DIPLOMA_REQUIRED_FIELDS,
} as const;
export type OptionalEducationSection = keyof typeof OPTIONAL_EDUCATION_FIELDS;

const filledText = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** Whether an SSC or HSC section has every field filled. */
export const isSchoolExamComplete = (exam: object | null | undefined): boolean =>
  exam !== null &&
  exam !== undefined &&
  SCHOOL_EXAM_FIELDS.every((field) => filledText((exam as Record<string, unknown>)[field]));

/** Whether the tutor began an optional section: any field but the status filled (the status has a default). */
export const isEducationSectionStarted = (values: object | null | undefined): boolean =>
  values !== null &&
  values !== undefined &&
  Object.entries(values).some(([field, value]) => field !== 'status' && filledText(value));

/** The fields a started optional section still lacks (none for a section not begun). */
export function missingEducationFields(section: OptionalEducationSection, values: object | null | undefined): string[] {
  if (!isEducationSectionStarted(values)) return [];
  const record = values as Record<string, unknown>;
  return OPTIONAL_EDUCATION_FIELDS[section].filter((field) => !filledText(record[field]));
}

export const educationSchema = z.object({
  ssc: schoolExamSchema.partial().optional(),
  hsc: schoolExamSchema.partial().optional(),
  graduation: degreeSchema.partial().optional(),
  postGraduation: degreeSchema.partial().optional(),
  diploma: diplomaSchema.partial().optional(),
});
export type Education = z.infer<typeof educationSchema>;

export const tuitionPreferencesSchema = z.object({
  district: s,
  preferredAreas: z.array(s).max(100),
  preferredMedium: z.array(s).max(20),
  preferredClasses: z.array(s).max(100),
  preferredSubjects: z.array(s).max(100),
  daysPerWeek: z.enum(DAYS_PER_WEEK_VALUES),
  preferredTime: z.array(z.enum(PREFERRED_TIMES)).max(3),
  preferredSalary: s,
  experience: z.enum(EXPERIENCE_OPTIONS),
});
export type TuitionPreferences = z.infer<typeof tuitionPreferencesSchema>;

/** The personal section of a tutor profile. Private: never part of the public tutor data. */
export const tutorPersonalSchema = z.object({
  email: s,
  phone: s,
  additionalPhone: s,
  fullName: s,
  gender: z.enum(PROFILE_GENDERS),
  currentCity: s,
  currentArea: s,
  permanentLocation: s,
  fatherName: s,
  fatherPhone: s,
  motherName: s,
  motherPhone: s,
  guardianNumber: s,
  guardianRelation: s,
  about: z.string().trim().max(2000),
});
export type TutorPersonal = z.infer<typeof tutorPersonalSchema>;

/** A tutor in the public list. Never carries e-mail, phone, password or documents. */
export const publicTutorSchema = z.object({
  _id: z.string(),
  tutorId: z.number().int().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  gender: z.string().nullable(),
  district: z.string().nullable(),
  area: z.string().nullable(),
  isPremium: z.boolean(),
  isVerified: z.boolean(),
  isFeatured: z.boolean(),
  isAvailable: z.boolean(),
  institute: z.string().nullable(),
  subject: z.string().nullable(),
  tuition: z.object({ preferredMedium: z.array(z.string()), preferredClasses: z.array(z.string()) }),
});
export type PublicTutor = z.infer<typeof publicTutorSchema>;

// GET /api/tutors/all
export const tutorListQuerySchema = z.object({
  type: z.enum(['all', 'premium']).optional(),
  district: s.optional(),
  area: s.optional(),
  /** The category filter of Find tutors: Bangla, English or Madrasa. */
  medium: s.optional(),
  class: s.optional(),
  gender: z.enum(['all', 'Male', 'Female', 'male', 'female']).optional(),
  featured: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
});
export type TutorListQuery = z.input<typeof tutorListQuerySchema>;
export const tutorListResponseSchema = z.object({ tutors: z.array(publicTutorSchema), count: z.number().int() });
export type TutorListResponse = z.infer<typeof tutorListResponseSchema>;

/** A tutor's public details page. Never carries e-mail, phone, password or documents. */
export const publicTutorDetailSchema = publicTutorSchema.extend({
  createdAt: z.string(),
  education: educationSchema,
  tuition: tuitionPreferencesSchema.partial().extend({
    preferredMedium: z.array(z.string()),
    preferredClasses: z.array(z.string()),
  }),
});
export type PublicTutorDetail = z.infer<typeof publicTutorDetailSchema>;
export const tutorDetailResponseSchema = z.object({ tutor: publicTutorDetailSchema });
export type TutorDetailResponse = z.infer<typeof tutorDetailResponseSchema>;

// POST /api/tutors/{id}/contact: the contact form on a tutor's details page.
export const tutorContactBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  phone: phoneSchema,
  message: z.string().trim().min(1, 'Message is required').max(2000),
});
export type TutorContactBody = z.input<typeof tutorContactBodySchema>;

/** Find tutors, a tutor's public details and their contact form. */
export const tutorsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/tutors/all',
    access: 'public',
    query: tutorListQuerySchema,
    responses: { 200: tutorListResponseSchema, ...errorResponses(400) },
    tags: ['tutors'],
    summary: 'Find tutors: public tutor data, newest first, filtered and paged',
    description:
      'type=premium; featured=true (verified or featured); district (any case); area (one of the areas the tutor ' +
      'teaches in); medium (Bangla, English, Madrasa, a category label or slug); class; gender (Male/Female). ' +
      'page from 1, limit 1-100 (15). Never e-mail, phone or documents.',
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/tutors/:id',
    access: 'public',
    params: idParamsSchema,
    responses: { 200: tutorDetailResponseSchema, ...errorResponses(404) },
    tags: ['tutors'],
    summary: "A tutor's public details, by id (or display number)",
  }),
  contact: defineRoute({
    method: 'POST',
    path: '/api/tutors/:id/contact',
    access: 'public',
    params: idParamsSchema,
    body: tutorContactBodySchema,
    responses: { 201: messageResponseSchema, ...errorResponses(400, 404, 429) },
    tags: ['tutors'],
    summary: "The contact form of a tutor's details page: stored for the operations team",
  }),
};

/** A tutor's CV: a PDF download (a link, not a JSON call), public like the profile it is made from. */
export const tutorCvContract = {
  cv: defineRoute({
    method: 'GET',
    path: '/api/tutors/:id/cv',
    access: 'public',
    params: idParamsSchema,
    // application/pdf: no JSON answer to describe.
    responses: {},
    tags: ['tutors'],
    summary: "A tutor's CV as a PDF, made from the public profile (never e-mail, phone or documents)",
    description: 'Answers application/pdf as an attachment; 404 { message } for an unknown tutor.',
  }),
};
