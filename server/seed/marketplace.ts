import { createHash } from 'node:crypto';
import path from 'node:path';
import { like, sql } from 'drizzle-orm';
import type { Education, TuitionPreferences, TutorPersonal } from '../../src/shared/api/contract';
import {
  areasOf,
  BACHELOR_DEGREES,
  CATEGORY_LABELS,
  CATEGORY_SLUGS,
  classesOf,
  DHAKA_FILTER_AREAS,
  DISTRICTS,
  MASTER_DEGREES,
  mediaFeeDueDate,
  OTHERS_AREA,
  PAYMENT_METHODS,
  PREFERRED_TIMES,
  TUITION_TUTORING_TIMES,
  type CategorySlug,
  type DaysPerWeekValue,
  type District,
  type Experience,
  type TuitionTutoringType,
} from '../../src/shared/config/catalogue';
import { agreedSalaryOf, deriveLedger, earlyEndFeeOf, mediaFeeOf, planLedgerAction, type LedgerAction } from '../../src/shared/lib/fees';
import { formatMoney } from '../../src/shared/lib/format';
import type { Database, Executor } from '../db/database';
import {
  affiliates,
  applications,
  ledgerEntries,
  notifications,
  payments,
  publicTutorRequests,
  studentProfiles,
  studentTutorRequests,
  requestStageChanges,
  testimonials,
  tuitions,
  tutorContactMessages,
  tutorProfiles,
  users,
  type NewApplicationRow,
  type NewLedgerEntryRow,
  type NewNotificationRow,
  type NewPaymentRow,
  type NewPublicTutorRequestRow,
  type NewStudentProfileRow,
  type NewStudentTutorRequestRow,
  type NewTuitionRow,
  type NewTutorProfileRow,
  type NewUserRow,
} from '../db/schema';
import { completionOfRow, tutorSearchColumns } from '../services/tutor-profiles';
import {
  ABOUT_LINES,
  ADDRESS_LANDMARKS,
  AFFILIATE_OFFERS,
  DHAKA_COLLEGES,
  DHAKA_SCHOOLS,
  FEMALE_FIRST_NAMES,
  MALE_FIRST_NAMES,
  REQUIREMENT_NOTES,
  STUDENT_TESTIMONIALS,
  SURNAMES,
  TUTOR_TESTIMONIALS,
  UNIVERSITIES,
} from './demo-content';
import { bannerSvg, documentPng, initialsAvatarSvg, logoSvg, tutorAvatarSvg, writeFiles } from './images';
import { randomFor, type Random } from './random';

// The demo marketplace: tutors with full profiles across the 64 districts, guardians/students, jobs (mostly
// active, some assigned or closed), their requests, applications, payments, Hire a Tutor requests, contact
// messages, testimonials, affiliate offers and admin notifications. Deterministic: the same seed, scale and
// `now` give the same rows; every record draws from its own stream, so any scale is made in batches.

export interface MarketplaceScale {
  /** Generated tutors (the demo tutor account comes on top). */
  tutors: number;
  /** Active jobs on the board; about a tenth more are assigned and a few closed. */
  jobs: number;
}

/** What `npm start` puts in an empty database. */
export const DEMO_MARKETPLACE: MarketplaceScale = { tutors: 120, jobs: 60 };
export const DEFAULT_SEED = 'shikhon';
/** Generated members' addresses end with this; their password is SEED_MEMBER_PASSWORD. */
export const SEED_EMAIL_DOMAIN = 'seed.shikhon.test';
export const SEED_MEMBER_PASSWORD = 'Member@123';
/** Where public demo pictures go, under UPLOADS_DIR (served at /uploads/seed/...). */
export const SEED_UPLOADS_FOLDER = 'seed';
/**
 * A tutor's identity document placeholder, relative to the private documents store (never under /uploads), named as
 * the document store names an upload (`<userId>/<kind>-<ms>-<12 hex>.png`), so the document routes open it.
 */
export const seedDocumentPath = (userId: string, kind: 'nationalId' | 'institutionId', uploadedAt: Date) =>
  `${userId}/${kind}-${uploadedAt.getTime()}-${createHash('sha256').update(`${userId}:${kind}`).digest('hex').slice(0, 12)}.png`;

const AVATAR_VARIANTS = 12;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

export interface MarketplacePlan {
  seed: string;
  now: Date;
  tutors: number;
  students: number;
  activeJobs: number;
  assignedJobs: number;
  closedJobs: number;
  /** Pending and rejected student requests (approved ones come with their jobs). */
  openRequests: number;
  publicRequests: number;
  contactMessages: number;
}

export function planMarketplace(scale: MarketplaceScale, seed = DEFAULT_SEED, now = new Date()): MarketplacePlan {
  const tutors = Math.max(0, Math.floor(scale.tutors));
  const activeJobs = Math.max(0, Math.floor(scale.jobs));
  return {
    seed,
    now,
    tutors,
    students: Math.max(12, Math.ceil(activeJobs * 0.6)),
    activeJobs,
    assignedJobs: activeJobs === 0 ? 0 : Math.max(3, Math.round(activeJobs * 0.1)),
    closedJobs: activeJobs === 0 ? 0 : Math.max(1, Math.round(activeJobs * 0.03)),
    openRequests: Math.max(6, Math.round(activeJobs * 0.2)),
    publicRequests: Math.max(8, Math.round(activeJobs * 0.15)),
    contactMessages: tutors === 0 ? 0 : Math.max(5, Math.min(500, Math.round(tutors * 0.04))),
  };
}

export const totalJobs = (plan: MarketplacePlan) => plan.activeJobs + plan.assignedJobs + plan.closedJobs;

/** Existing demo accounts the generated data attaches to (the demo tutor's profile, the guardian's jobs). */
export interface DemoMembers {
  tutor?: { id: string; name: string; email: string; phone: string };
  guardian?: { id: string; name: string; email: string; phone: string; studentId: number | null };
}

// ---------------------------------------------------------------------------------------------------------
// Catalogue-based choices

const DISTRICT_WEIGHTS: Partial<Record<District, number>> = {
  Dhaka: 30,
  Chattogram: 8,
  Gazipur: 4,
  Narayanganj: 3,
  Rajshahi: 4,
  Khulna: 3,
  Sylhet: 3,
  Mymensingh: 2,
  Cumilla: 2,
  Rangpur: 2,
  Barishal: 2,
  Bogura: 1.5,
};
const WEIGHTED_DISTRICTS = DISTRICTS.map((district) => [district, DISTRICT_WEIGHTS[district] ?? 0.6] as const);

const CATEGORY_WEIGHTS: readonly (readonly [CategorySlug, number])[] = [
  ['bangla-medium', 46],
  ['english-version', 14],
  ['english-medium', 16],
  ['madrasa-medium', 8],
  ['religious-studies', 3],
  ['language-learning', 4],
  ['arts', 2],
  ['skill-development-program', 2],
  ['international-study-preparation', 3],
  ['admission-test', 2],
];

const SCHOOL_SUBJECTS = ['Bangla', 'English', 'Math', 'General Math', 'Higher Math', 'Physics', 'Chemistry', 'Biology', 'ICT', 'General Science', 'Accounting', 'Business Studies', 'Economics', 'Bangladesh & Global Studies', 'All Subject', 'All Science', 'All Commerce'];
const SUBJECT_POOLS: Record<CategorySlug, readonly string[]> = {
  'bangla-medium': SCHOOL_SUBJECTS,
  'english-version': SCHOOL_SUBJECTS,
  'english-medium': ['English Language', 'English Literature', 'Math', 'Further Math', 'Pure Math', 'Math D', 'Physics', 'Chemistry', 'Biology', 'Human Biology', 'Economics', 'Computer Science', 'Accounting', 'Statistics'],
  'madrasa-medium': ['Quran Majid', 'Hadith', 'Aqaid & Fiqh', 'Arabic 1st Paper', 'Arabic 2nd Paper', 'Bangla', 'English', 'Math', 'Islamic History & Culture', 'Quran & Tajbid'],
  'religious-studies': ['Quran & Tajbid', 'Nazera Quran', 'Hifzul Quran', 'Islamic Studies', 'Hindu Religion & Moral Education'],
  'language-learning': ['Spoken English', 'English', 'Arabic', 'French', 'Urdu', 'IELTS'],
  arts: ['Drawing', 'Art & Craft', 'Music'],
  'skill-development-program': ['ICT', 'Computer Science', 'Digital Technology'],
  'international-study-preparation': ['IELTS', 'SAT', 'Spoken English', 'Analytical Ability'],
  'admission-test': ['Physics', 'Chemistry', 'Math', 'Biology', 'English', 'General Knowledge', 'Analytical Ability'],
};

const categoryLabel = (slug: CategorySlug) => CATEGORY_LABELS[CATEGORY_SLUGS.indexOf(slug)]!;

function areaIn(r: Random, district: District): string {
  if (district === 'Dhaka') return r.pick(DHAKA_FILTER_AREAS);
  const areas = areasOf(district).filter((area) => area !== OTHERS_AREA);
  return areas.length > 0 ? r.pick(areas) : OTHERS_AREA;
}

function personName(r: Random, gender: 'Male' | 'Female'): string {
  return `${r.pick(gender === 'Male' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES)} ${r.pick(SURNAMES)}`;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const minus = (now: Date, ms: number) => new Date(now.getTime() - ms);
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);
const gpa = (r: Random) => `GPA ${(r.int(400, 500) / 100).toFixed(2)}`;

function curriculumOf(slug: CategorySlug): string {
  if (slug === 'english-medium') return 'Cambridge';
  if (slug === 'english-version') return 'English Version';
  if (slug === 'madrasa-medium') return 'Madrasah';
  return 'Bangla Version';
}

const DEGREE_SUBJECTS: Record<string, string> = {
  BBA: 'Business Administration',
  MBA: 'Business Administration',
  MBBS: 'Medicine',
  BDS: 'Dental Surgery',
  LLB: 'Law',
  LLM: 'Law',
  'B.Pharm': 'Pharmacy',
  'M.Pharm': 'Pharmacy',
  'B.Arch': 'Architecture',
  MPH: 'Public Health',
  Fazil: 'Islamic Studies',
  Kamil: 'Islamic Studies',
  'Degree (Pass)': 'General',
};
const subjectOfDegree = (degree: string) => DEGREE_SUBJECTS[degree] ?? degree.replace(/^[A-Za-z.]+ in /, '');

/** A run of neighbouring classes of a category (Class 6 to Class 9, ...). */
function classWindow(r: Random, slug: CategorySlug, min: number, max: number): string[] {
  const classes = classesOf(slug);
  const length = Math.min(classes.length, r.int(min, max));
  const start = r.int(0, classes.length - length);
  return classes.slice(start, start + length);
}

// ---------------------------------------------------------------------------------------------------------
// Records

export const seedTutorEmail = (index: number) => `tutor${index + 1}@${SEED_EMAIL_DOMAIN}`;
export const seedStudentEmail = (index: number) => `student${index + 1}@${SEED_EMAIL_DOMAIN}`;

/** The uuid of generated tutor `index`: the first draw of its stream, so other records can point at it cheaply. */
export const seedTutorUuid = (plan: Pick<MarketplacePlan, 'seed'>, index: number) => randomFor(plan.seed, 'tutor', index).uuid();

export interface TutorRecord {
  user: NewUserRow & { id: string };
  profile: NewTutorProfileRow;
}

function tutorSections(
  r: Random,
  identity: { name: string; gender: 'Male' | 'Female'; email: string; phone: string },
  district: District,
  area: string,
): Pick<NewTutorProfileRow, 'education' | 'tuition' | 'personal'> & { education: Education; tuition: TuitionPreferences; personal: TutorPersonal } {
  const medium = r.weighted(CATEGORY_WEIGHTS);
  const mediums = [medium];
  if (r.chance(0.3)) {
    const second = r.weighted(CATEGORY_WEIGHTS);
    if (second !== medium) mediums.push(second);
  }
  const classes = [...new Set(mediums.flatMap((slug, index) => classWindow(r, slug, index === 0 ? 3 : 2, index === 0 ? 7 : 3)))];
  const subjects = r.sample(SUBJECT_POOLS[medium], r.int(2, 5));
  const preferredAreas = [...new Set([area, ...Array.from({ length: r.int(0, 2) }, () => areaIn(r, district))])];

  const gradYear = r.int(2014, 2027);
  const ongoing = gradYear >= 2025;
  const hscYear = gradYear - r.int(4, 5);
  const sscYear = hscYear - 2;
  const group = r.weighted([['Science', 60], ['Commerce', 20], ['Arts', 20]] as const);
  const curriculum = curriculumOf(medium);
  const [university, institutionType] = r.pick(UNIVERSITIES);
  const degree = r.pick(BACHELOR_DEGREES.filter((candidate) => candidate !== 'Others'));
  const education: Education = {
    ssc: {
      institute: district === 'Dhaka' ? r.pick(DHAKA_SCHOOLS) : `${district} ${r.pick(['Government High School', 'Zilla School', 'Ideal School', 'Model High School'])}`,
      curriculum,
      group,
      year: String(sscYear),
      result: gpa(r),
    },
    hsc: {
      institute: district === 'Dhaka' ? r.pick(DHAKA_COLLEGES) : `${district} Government College`,
      curriculum,
      group,
      year: String(hscYear),
      result: gpa(r),
    },
    graduation: {
      institution_type: institutionType,
      institute: university,
      degree,
      subject: subjectOfDegree(degree),
      year: String(gradYear),
      result: `CGPA ${(r.int(280, 395) / 100).toFixed(2)}`,
      status: ongoing ? 'ongoing' : 'completed',
    },
  };
  if (!ongoing && gradYear <= 2021 && r.chance(0.25)) {
    const master = r.pick(MASTER_DEGREES.filter((candidate) => candidate !== 'Others'));
    education.postGraduation = {
      institution_type: institutionType,
      institute: university,
      degree: master,
      subject: subjectOfDegree(master),
      year: String(gradYear + 2),
      result: `CGPA ${(r.int(300, 395) / 100).toFixed(2)}`,
      status: gradYear + 2 >= 2025 ? 'ongoing' : 'completed',
    };
  }

  const tuition: TuitionPreferences = {
    district,
    preferredAreas,
    preferredMedium: mediums,
    preferredClasses: classes,
    preferredSubjects: subjects,
    daysPerWeek: String(r.int(3, 6)) as DaysPerWeekValue,
    preferredTime: PREFERRED_TIMES.filter(() => r.chance(0.45)),
    preferredSalary: String(r.int(6, 30) * 500),
    experience: r.weighted<Experience>([['<1', 3], ['1', 3], ['2', 2], ['3+', 3]]),
  };
  if (tuition.preferredTime.length === 0) tuition.preferredTime = [r.pick(PREFERRED_TIMES)];

  const surname = identity.name.split(' ').slice(-1)[0]!;
  const personal: TutorPersonal = {
    email: identity.email,
    phone: identity.phone,
    additionalPhone: '',
    fullName: identity.name,
    gender: identity.gender,
    currentCity: district,
    currentArea: area,
    permanentLocation: r.pick(DISTRICTS),
    fatherName: `${r.pick(MALE_FIRST_NAMES)} ${surname}`,
    fatherPhone: `01${r.int(3, 9)}${pad(r.int(0, 99_999_999), 8)}`,
    motherName: `${r.pick(FEMALE_FIRST_NAMES)} ${r.pick(['Begum', 'Akter', 'Khatun', 'Sultana'])}`,
    motherPhone: '',
    guardianNumber: '',
    guardianRelation: '',
    about: r.sample(ABOUT_LINES, 2).join(' '),
  };
  return { education, tuition, personal };
}

export function tutorRecord(plan: MarketplacePlan, index: number, passwordHash: string): TutorRecord {
  const r = randomFor(plan.seed, 'tutor', index);
  const id = r.uuid();
  const gender = r.chance(0.56) ? 'Male' : 'Female';
  const name = personName(r, gender);
  const district = index < DISTRICTS.length ? DISTRICTS[index]! : r.weighted(WEIGHTED_DISTRICTS);
  const area = areaIn(r, district);
  const email = seedTutorEmail(index);
  const phone = `015${pad(index, 8)}`;
  const createdAt = minus(plan.now, r.int(1, 540) * DAY + r.int(0, DAY / 1000) * 1000);
  const isVerified = r.chance(0.35);
  const sections = tutorSections(r, { name, gender, email, phone }, district, area);
  const imagePath = r.chance(0.75) ? `uploads/${SEED_UPLOADS_FOLDER}/tutors/${gender.toLowerCase()}-${r.int(0, AVATAR_VARIANTS - 1)}.svg` : null;
  const documents = isVerified ? 'verified' : r.weighted([['pending', 25], ['nationalIdOnly', 10], ['none', 65]] as const);
  const uploadedAt = plus(createdAt, r.int(1, 5) * DAY);
  const documentColumns = {
    nationalIdPath: documents === 'none' ? null : seedDocumentPath(id, 'nationalId', uploadedAt),
    nationalIdUploadedAt: documents === 'none' ? null : uploadedAt,
    institutionIdPath: documents === 'verified' || documents === 'pending' ? seedDocumentPath(id, 'institutionId', uploadedAt) : null,
    institutionIdUploadedAt: documents === 'verified' || documents === 'pending' ? uploadedAt : null,
    documentsVerified: documents === 'verified',
  };
  const profile: NewTutorProfileRow = {
    userId: id,
    ...sections,
    ...tutorSearchColumns(sections),
    imagePath,
    ...documentColumns,
    profileCompletion: completionOfRow({ ...sections, imagePath, ...documentColumns }),
    createdAt,
    updatedAt: uploadedAt,
  };
  return {
    user: {
      id,
      name,
      email,
      phone,
      passwordHash,
      userType: 'tutor',
      gender,
      isVerified,
      isAvailable: r.chance(0.9),
      isPremium: r.chance(0.12),
      isFeatured: r.chance(0.08),
      createdAt,
      updatedAt: createdAt,
    },
    profile,
  };
}

export interface StudentRecord {
  user: NewUserRow & { id: string };
  profile: NewStudentProfileRow;
}

export function studentRecord(plan: MarketplacePlan, index: number, passwordHash: string): StudentRecord {
  const r = randomFor(plan.seed, 'student', index);
  const id = r.uuid();
  const gender = r.chance(0.5) ? 'Male' : 'Female';
  const name = personName(r, gender);
  const district = r.weighted(WEIGHTED_DISTRICTS);
  const area = areaIn(r, district);
  const slug = r.weighted(CATEGORY_WEIGHTS);
  const email = seedStudentEmail(index);
  const phone = `016${pad(index, 8)}`;
  const createdAt = minus(plan.now, r.int(30, 400) * DAY + r.int(0, DAY / 1000) * 1000);
  return {
    user: { id, name, email, phone, passwordHash, userType: 'student', gender: null, createdAt, updatedAt: createdAt },
    profile: {
      userId: id,
      fullName: name,
      email,
      phone,
      gender: gender.toLowerCase(),
      currentCity: district,
      currentArea: area,
      classLevel: r.pick(classesOf(slug)),
      medium: categoryLabel(slug),
      institution: district === 'Dhaka' ? r.pick(DHAKA_SCHOOLS) : `${district} Government High School`,
      address: `House ${r.int(1, 150)}, Road ${r.int(1, 40)}, ${area}, ${district}`,
      createdAt,
      updatedAt: createdAt,
    },
  };
}

/** Who a job or request is for. */
interface StudentRef {
  id: string;
  name: string;
  district: string;
  area: string;
}

function studentRef(plan: MarketplacePlan, index: number): StudentRef {
  const { user, profile } = studentRecord(plan, index, '');
  return { id: user.id, name: user.name, district: profile.currentCity!, area: profile.currentArea! };
}

/** What a guardian asks for: shared by a job and the request it was approved from. */
function requirement(r: Random) {
  const slug = r.weighted(CATEGORY_WEIGHTS);
  const classes = classesOf(slug);
  const classIndex = r.int(0, classes.length - 1);
  const tutoringType = r.weighted<TuitionTutoringType>([['Home Tutoring', 70], ['Online Tutoring', 20], ['Group Tutoring', 10]]);
  const base = 3000 + classIndex * 500 + (slug === 'english-medium' ? 3000 : 0) + r.int(0, 6) * 500;
  const salaryForm = r.weighted([['fixed', 55], ['range', 37], ['negotiable', 8]] as const);
  return {
    slug,
    category: categoryLabel(slug),
    classLevel: classes[classIndex]!,
    subjects: r.sample(SUBJECT_POOLS[slug], r.int(1, 4)),
    tutoringType,
    tutoringTime: r.pick(TUITION_TUTORING_TIMES),
    days: r.int(2, 6),
    noOfStudents: tutoringType === 'Group Tutoring' ? r.int(3, 6) : r.weighted([[1, 80], [2, 15], [3, 5]] as const),
    preferredTutor: r.weighted([['Any', 50], ['Male', 20], ['Female', 30]] as const),
    studentGender: r.chance(0.5) ? 'Male' : 'Female',
    salary: salaryForm === 'negotiable' ? null : salaryForm === 'range' ? `${base}-${base + 1000}` : String(base),
    notes: r.sample(REQUIREMENT_NOTES, r.weighted([[0, 3], [1, 3], [2, 3], [3, 1]] as const)),
    locationDetails: `House ${r.int(1, 150)}, Road ${r.int(1, 40)}, ${r.pick(ADDRESS_LANDMARKS)}`,
  };
}

const WIZARD_TUTORING_TYPES: Record<TuitionTutoringType, string> = {
  'Home Tutoring': 'home',
  'Online Tutoring': 'online',
  'Group Tutoring': 'group',
};

function requestRow(
  id: string,
  student: StudentRef,
  need: ReturnType<typeof requirement>,
  institution: string,
  status: NewStudentTutorRequestRow['status'],
  createdAt: Date,
): NewStudentTutorRequestRow {
  return {
    id,
    studentUserId: student.id,
    studentName: student.name,
    noOfStudents: need.noOfStudents,
    studentGender: need.studentGender.toLowerCase(),
    institution,
    district: student.district,
    area: student.area,
    locationDetails: need.locationDetails,
    medium: need.category,
    classLevel: need.classLevel,
    subjects: need.subjects,
    tutoringType: WIZARD_TUTORING_TYPES[need.tutoringType],
    preferredTutor: need.preferredTutor.toLowerCase(),
    days: need.days,
    tutoringTime: need.tutoringTime,
    salary: need.salary ?? 'Negotiable',
    notes: need.notes.join('\n') || null,
    status,
    postedAt: createdAt,
    createdAt,
    updatedAt: createdAt,
  };
}

export interface JobRecord {
  job: NewTuitionRow & { id: string; postedAt: Date };
  /** The approved request the job came from (a third of the jobs). */
  request?: NewStudentTutorRequestRow;
}

export function jobRecord(plan: MarketplacePlan, index: number, demo: DemoMembers = {}): JobRecord {
  const r = randomFor(plan.seed, 'job', index);
  const id = r.uuid();
  const status = index < plan.activeJobs ? 'active' : index < plan.activeJobs + plan.assignedJobs ? 'assigned' : 'closed';
  const forGuardian = demo.guardian !== undefined && (index === 0 || index === plan.activeJobs);
  const studentIndex = r.int(0, Math.max(0, plan.students - 1));
  const student: StudentRef = forGuardian
    ? { id: demo.guardian!.id, name: demo.guardian!.name, district: 'Dhaka', area: 'Dhanmondi' }
    : studentRef(plan, studentIndex);
  const need = requirement(r);
  // Active jobs lean recent (the board's "Just now" / "N hours ago" show up); the others are older.
  const ageMs =
    status === 'active'
      ? Math.floor(r.next() ** 2 * 30 * DAY) + 5 * MINUTE
      : r.int(12, 60) * DAY + r.int(0, 23) * HOUR;
  const postedAt = minus(plan.now, ageMs);
  const institution = student.district === 'Dhaka' ? r.pick(DHAKA_SCHOOLS) : `${student.district} ${r.pick(['Government High School', 'Zilla School', 'Ideal School'])}`;
  const fromRequest = forGuardian || index % 3 === 0;
  const requestId = r.uuid();
  const job: JobRecord['job'] = {
    id,
    title: null,
    studentUserId: student.id,
    studentId: forGuardian ? demo.guardian!.studentId : null,
    studentName: student.name,
    district: student.district,
    area: student.area,
    location: student.area,
    locationDetails: need.locationDetails,
    institution,
    category: need.category,
    classLevel: need.classLevel,
    studentGender: need.studentGender,
    preferredTutor: need.preferredTutor,
    tutoringType: need.tutoringType,
    tutoringTime: need.tutoringTime,
    days: need.days,
    noOfStudents: need.noOfStudents,
    subjects: need.subjects.map((subject) => subject.toUpperCase()),
    salary: need.salary,
    notes: need.notes,
    status,
    postedAt,
    sourceRequestId: fromRequest ? requestId : null,
    createdAt: postedAt,
    updatedAt: postedAt,
  };
  if (!fromRequest) return { job };
  const requestedAt = minus(postedAt, r.int(1, 48) * HOUR);
  return { job, request: requestRow(requestId, student, need, institution, 'approved', requestedAt) };
}

/** Pending and rejected requests (approved ones come from jobRecord). */
export function openRequestRecord(plan: MarketplacePlan, index: number, demo: DemoMembers = {}): NewStudentTutorRequestRow {
  const r = randomFor(plan.seed, 'request', index);
  const id = r.uuid();
  const forGuardian = demo.guardian !== undefined && index < 2;
  const student: StudentRef = forGuardian
    ? { id: demo.guardian!.id, name: demo.guardian!.name, district: 'Dhaka', area: 'Dhanmondi' }
    : studentRef(plan, r.int(0, Math.max(0, plan.students - 1)));
  const status = forGuardian ? (index === 0 ? 'pending' : 'rejected') : r.weighted([['pending', 75], ['rejected', 25]] as const);
  const need = requirement(r);
  const createdAt = minus(plan.now, r.int(10, 14 * 24 * 60) * MINUTE);
  const institution = student.district === 'Dhaka' ? r.pick(DHAKA_SCHOOLS) : `${student.district} Government High School`;
  return { ...requestRow(id, student, need, institution, status, createdAt), studentId: forGuardian ? demo.guardian!.studentId : null };
}

export interface JobActivity {
  applications: NewApplicationRow[];
  payment?: NewPaymentRow;
  /** The fee's ledger: its charge and what happened to it, written by the same rules as the API. */
  ledger?: NewLedgerEntryRow[];
}

/** Applicants of a job (distinct generated tutors) and, for an assigned job, the selected tutor's fee. */
export function jobActivity(plan: MarketplacePlan, index: number, job: JobRecord['job']): JobActivity {
  if (plan.tutors === 0) return { applications: [] };
  const r = randomFor(plan.seed, 'applications', index);
  const wanted =
    job.status === 'active'
      ? r.weighted([[0, 2], [1, 3], [2, 3], [3, 2], [4, 1], [5, 1]] as const)
      : job.status === 'assigned'
        ? r.int(2, 5)
        : r.int(0, 3);
  const tutors = new Set<number>();
  while (tutors.size < Math.min(wanted, plan.tutors)) tutors.add(r.int(0, plan.tutors - 1));
  const window = Math.max(MINUTE, Math.min(plan.now.getTime() - job.postedAt.getTime(), 10 * DAY));
  const rows = [...tutors].map((tutorIndex, position): NewApplicationRow => {
    const appliedAt = plus(job.postedAt, Math.floor(r.next() * window));
    const status = job.status === 'assigned' ? (position === 0 ? 'accepted' : 'rejected') : job.status === 'closed' ? 'rejected' : 'pending';
    return { id: r.uuid(), jobId: job.id, tutorUserId: seedTutorUuid(plan, tutorIndex), status, appliedAt, updatedAt: appliedAt };
  });
  if (job.status !== 'assigned' || rows.length === 0) return { applications: rows };
  const start = plus(job.postedAt, r.int(3, 10) * DAY);
  const due = mediaFeeDueDate(start);
  const agreedSalary = agreedSalaryOf(job.salary) ?? 5000;
  const paymentId = r.uuid();
  // A month of work: most fees past their due date are paid (some in two parts), some are open, a few flagged or
  // cancelled; fees not yet due are open or paid early in part. The first assigned jobs tell one story each, so every
  // demo has them: paid in full by bKash, a tuition that ended in its first month (40% kept, a refund due), an open
  // fee (overdue once its date has passed), a partial payment, paid in full by Nagad.
  type Story = 'paid' | 'paid-in-two' | 'due' | 'partly' | 'fraud' | 'cancel' | 'paid-bkash' | 'paid-nagad' | 'refund-due';
  const fixedStories: readonly Story[] = ['paid-bkash', 'refund-due', 'due', 'partly', 'paid-nagad'];
  const position = index - plan.activeJobs;
  const fixed = position >= 0 && position < fixedStories.length ? fixedStories[position] : undefined;
  const story: Story =
    fixed ??
    (due < plan.now
      ? r.weighted([['paid', 45], ['paid-in-two', 15], ['due', 20], ['partly', 10], ['fraud', 5], ['cancel', 5]] as const)
      : r.weighted([['due', 80], ['partly', 20]] as const));
  const method = () => r.pick(PAYMENT_METHODS);
  const reference = () => `SEED${r.uuid().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const fee = mediaFeeOf(agreedSalary);
  const steps: [LedgerAction, Date][] = [[{ type: 'charge', amount: fee, note: `Media fee: 60% of ${formatMoney(agreedSalary)}` }, start]];
  const before = (days: number) => minus(due, days * DAY);
  if (story === 'paid') steps.push([{ type: 'pay', method: method(), reference: reference() }, before(r.int(-5, 3))]);
  if (story === 'paid-bkash' || story === 'paid-nagad') {
    const wallet = story === 'paid-bkash' ? 'bKash' : 'Nagad';
    steps.push([{ type: 'pay', method: wallet, reference: reference(), note: `Paid in full by ${wallet}` }, before(r.int(0, 4))]);
  }
  if (story === 'refund-due') {
    // Paid in full early, then the tuition ended within its first month: the fee becomes 40% and the rest is owed back.
    steps.push([{ type: 'pay', method: 'bKash', reference: reference() }, plus(start, 2 * DAY)]);
    steps.push([{ type: 'earlyEnd', fee: earlyEndFeeOf(agreedSalary), note: 'The tuition ended within the first month' }, plus(start, 18 * DAY)]);
  }
  if (story === 'paid-in-two' || story === 'partly') {
    steps.push([{ type: 'pay', method: method(), reference: reference(), amount: Math.max(1, Math.round(fee / 2)) }, before(r.int(5, 12))]);
  }
  if (story === 'paid-in-two') steps.push([{ type: 'pay', method: method(), reference: reference() }, before(r.int(-4, 2))]);
  if (story === 'fraud') steps.push([{ type: 'flag', note: 'Tutor stopped answering calls after the due date' }, plus(due, 7 * DAY)]);
  if (story === 'cancel') steps.push([{ type: 'void', note: 'Guardian cancelled before the first class' }, plus(start, DAY)]);
  const ledger: NewLedgerEntryRow[] = [];
  for (const [action, at] of steps) {
    const planned = planLedgerAction(deriveLedger(ledger), action);
    if (!planned.ok) continue;
    for (const entry of planned.entries) {
      const createdAt = at < plan.now ? at : plan.now;
      ledger.push({ id: r.uuid(), paymentId, kind: entry.kind, amount: entry.amount, method: entry.method ?? null, reference: entry.reference ?? null, note: entry.note ?? null, createdAt });
    }
  }
  const state = deriveLedger(ledger);
  const updatedAt = ledger[ledger.length - 1]!.createdAt!;
  return {
    applications: rows,
    payment: {
      id: paymentId,
      kind: 'media',
      tutorUserId: rows[0]!.tutorUserId,
      tuitionId: job.id,
      amount: Math.max(0, state.charged - state.voidedAmount),
      agreedSalary,
      tuitionPostedDate: job.postedAt,
      tuitionStartDate: start,
      paymentDueDate: due,
      status: state.status,
      balance: state.balance,
      ledgerStatus: state.ledgerStatus,
      createdAt: start,
      updatedAt,
    },
    ledger,
  };
}

export function publicRequestRecord(plan: MarketplacePlan, index: number): NewPublicTutorRequestRow {
  const r = randomFor(plan.seed, 'public-request', index);
  const id = r.uuid();
  const district = r.weighted(WEIGHTED_DISTRICTS);
  const area = areaIn(r, district);
  const slug = r.weighted(CATEGORY_WEIGHTS);
  const createdAt = minus(plan.now, r.int(10, 20 * 24 * 60) * MINUTE);
  return {
    id,
    studentName: personName(r, r.chance(0.5) ? 'Male' : 'Female'),
    phone: `01${r.int(3, 9)}${pad(r.int(0, 99_999_999), 8)}`,
    medium: categoryLabel(slug),
    classLevel: r.pick(classesOf(slug)),
    subjects: r.sample(SUBJECT_POOLS[slug], r.int(1, 3)),
    district,
    area,
    address: `House ${r.int(1, 150)}, Road ${r.int(1, 40)}, ${area}, ${district}`,
    isCompleted: r.chance(0.4),
    createdAt,
    updatedAt: createdAt,
  };
}

const CONTACT_MESSAGES = [
  'Assalamu alaikum. I need a tutor for my son. Please call me in the evening.',
  'Is this tutor available for online classes on weekends?',
  'My daughter needs help with math and physics for SSC. Please contact me.',
  'We live nearby and would like a trial class next week.',
  'Please share the tutor’s expected salary for 4 days a week.',
] as const;

export function contactMessageRecord(plan: MarketplacePlan, index: number) {
  const r = randomFor(plan.seed, 'contact', index);
  const id = r.uuid();
  const createdAt = minus(plan.now, r.int(30, 10 * 24 * 60) * MINUTE);
  return {
    id,
    tutorUserId: seedTutorUuid(plan, r.int(0, plan.tutors - 1)),
    name: personName(r, r.chance(0.5) ? 'Male' : 'Female'),
    phone: `01${r.int(3, 9)}${pad(r.int(0, 99_999_999), 8)}`,
    message: r.pick(CONTACT_MESSAGES),
    createdAt,
  };
}

/** The demo tutor account's full profile (documents left for the member to upload). */
export function demoTutorProfile(tutor: NonNullable<DemoMembers['tutor']>, now: Date): NewTutorProfileRow {
  const sections = {
    education: {
      ssc: { institute: 'Monipur High School', curriculum: 'Bangla Version', group: 'Science', year: '2014', result: 'GPA 5.00' },
      hsc: { institute: 'Notre Dame College', curriculum: 'Bangla Version', group: 'Science', year: '2016', result: 'GPA 5.00' },
      graduation: {
        institution_type: 'Public',
        institute: 'University of Dhaka',
        degree: 'BSc in Physics',
        subject: 'Physics',
        year: '2021',
        result: 'CGPA 3.62',
        status: 'completed',
      },
    } satisfies Education,
    tuition: {
      district: 'Dhaka',
      preferredAreas: ['Mirpur', 'Pallabi', 'Kafrul'],
      preferredMedium: ['bangla-medium', 'english-version'],
      preferredClasses: ['Class 8', 'Class 9', 'Class 10', 'SSC', 'HSC First Year', 'HSC 2nd Year'],
      preferredSubjects: ['Physics', 'Higher Math', 'Math', 'Chemistry'],
      daysPerWeek: '4',
      preferredTime: ['Afternoon', 'Evening'],
      preferredSalary: '8000',
      experience: '3+',
    } satisfies TuitionPreferences,
    personal: {
      email: tutor.email,
      phone: tutor.phone,
      additionalPhone: '',
      fullName: tutor.name,
      gender: 'Male',
      currentCity: 'Dhaka',
      currentArea: 'Mirpur',
      permanentLocation: 'Cumilla',
      fatherName: 'Abdul Hasan',
      fatherPhone: '01711000101',
      motherName: 'Rokeya Begum',
      motherPhone: '',
      guardianNumber: '',
      guardianRelation: '',
      about: 'Physics graduate from the University of Dhaka. I teach SSC and HSC science with past papers and weekly tests.',
    } satisfies TutorPersonal,
  };
  const imagePath = `uploads/${SEED_UPLOADS_FOLDER}/tutors/male-0.svg`;
  return {
    userId: tutor.id,
    ...sections,
    ...tutorSearchColumns(sections),
    imagePath,
    profileCompletion: completionOfRow({ ...sections, imagePath, nationalIdPath: null, institutionIdPath: null }),
    createdAt: now,
    updatedAt: now,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Files

/** Every picture the demo rows point at: tutor avatars, testimonial photos, affiliate logos and banners. */
export function seedImageFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const gender of ['Male', 'Female'] as const) {
    for (let variant = 0; variant < AVATAR_VARIANTS; variant += 1) {
      files.set(`${SEED_UPLOADS_FOLDER}/tutors/${gender.toLowerCase()}-${variant}.svg`, tutorAvatarSvg(gender, variant));
    }
  }
  TUTOR_TESTIMONIALS.forEach(([name], index) =>
    files.set(`${SEED_UPLOADS_FOLDER}/testimonials/tutor-${index + 1}.svg`, initialsAvatarSvg(name, index)),
  );
  STUDENT_TESTIMONIALS.forEach(([name], index) =>
    files.set(`${SEED_UPLOADS_FOLDER}/testimonials/student-${index + 1}.svg`, initialsAvatarSvg(name, index + 5)),
  );
  for (const offer of AFFILIATE_OFFERS) {
    const slug = offer.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    files.set(`${SEED_UPLOADS_FOLDER}/affiliates/${slug}-logo.svg`, logoSvg(offer.name, offer.color));
    files.set(`${SEED_UPLOADS_FOLDER}/affiliates/${slug}-banner.svg`, bannerSvg(offer.name, offer.title, offer.color));
  }
  return files;
}

/** Every seeded tutor's document placeholders, at the paths their profiles name (two images, drawn once). */
export function seedDocumentFiles(profiles: readonly Pick<NewTutorProfileRow, 'nationalIdPath' | 'institutionIdPath'>[]): Map<string, Buffer> {
  const nationalId = documentPng(320, 200, [8, 117, 83]);
  const institutionId = documentPng(320, 200, [25, 113, 194]);
  const files = new Map<string, Buffer>();
  for (const profile of profiles) {
    if (profile.nationalIdPath) files.set(profile.nationalIdPath, nationalId);
    if (profile.institutionIdPath) files.set(profile.institutionIdPath, institutionId);
  }
  return files;
}

// ---------------------------------------------------------------------------------------------------------
// Fixed content

export function testimonialRows(now: Date) {
  const make = (userType: 'tutor' | 'student', list: readonly (readonly [string, string, string])[]) =>
    list.map(([name, designation, testimonial], index) => ({
      id: randomFor('testimonial', userType, index).uuid(),
      userType,
      name,
      designation,
      testimonial,
      imagePath: `uploads/${SEED_UPLOADS_FOLDER}/testimonials/${userType}-${index + 1}.svg`,
      createdAt: minus(now, (index * 2 + (userType === 'tutor' ? 1 : 0)) * DAY),
      updatedAt: minus(now, (index * 2 + (userType === 'tutor' ? 1 : 0)) * DAY),
    }));
  return [...make('tutor', TUTOR_TESTIMONIALS), ...make('student', STUDENT_TESTIMONIALS)];
}

export function affiliateRows(now: Date) {
  return AFFILIATE_OFFERS.map((offer, index) => {
    const slug = offer.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return {
      id: randomFor('affiliate', slug, index).uuid(),
      name: offer.name,
      title: offer.title,
      description: offer.description,
      logoPath: `uploads/${SEED_UPLOADS_FOLDER}/affiliates/${slug}-logo.svg`,
      imagePath: `uploads/${SEED_UPLOADS_FOLDER}/affiliates/${slug}-banner.svg`,
      link: offer.link,
      benefits: offer.benefits,
      promocode: offer.promocode,
      deadline: offer.deadline,
      createdAt: minus(now, (index + 1) * 3 * DAY),
      updatedAt: minus(now, (index + 1) * 3 * DAY),
    };
  });
}

function notificationRows(plan: MarketplacePlan, applied: JobRecord['job'][]): NewNotificationRow[] {
  const rows: NewNotificationRow[] = [];
  const recentRequests = Array.from({ length: Math.min(3, plan.publicRequests) }, (_, index) => publicRequestRecord(plan, index));
  for (const request of recentRequests) {
    rows.push({
      kind: 'public_tutor_request',
      type: 'info',
      title: 'New Tutor Request',
      message: `${request.studentName} (${request.phone}) needs a tutor for ${request.classLevel}, ${request.medium} in ${request.area}, ${request.district}`,
      link: '/admin/tutor-requests',
      createdAt: request.createdAt!,
    });
  }
  for (const job of applied.slice(0, 3)) {
    rows.push({
      kind: 'application',
      type: 'info',
      title: 'New Application',
      message: `A tutor applied for job ${job.id.slice(0, 8)}: ${job.classLevel}, ${job.area}, ${job.district}`,
      link: '/admin/applications',
      createdAt: plus(job.postedAt, MINUTE),
    });
  }
  for (let index = 0; index < Math.min(2, plan.tutors); index += 1) {
    const r = randomFor(plan.seed, 'tutor', index);
    r.uuid();
    rows.push({
      kind: 'registration',
      type: 'success',
      title: 'New Registration',
      message: `${personName(r, r.chance(0.56) ? 'Male' : 'Female')} registered as a Tutor`,
      link: '/admin/tutors',
      createdAt: minus(plan.now, (index + 1) * 3 * HOUR),
    });
  }
  rows.sort((a, b) => b.createdAt!.getTime() - a.createdAt!.getTime());
  // The older half has been seen already.
  return rows.map((row, index) => ({ ...row, id: randomFor(plan.seed, 'notification', index).uuid(), read: index >= rows.length / 2 }));
}

// ---------------------------------------------------------------------------------------------------------
// Insertion

const BATCH = 500;

async function insertInBatches<T>(total: number, make: (index: number) => T, insert: (rows: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < total; start += BATCH) {
    const rows: T[] = [];
    for (let index = start; index < Math.min(total, start + BATCH); index += 1) rows.push(make(index));
    await insert(rows);
  }
}

const nextTutorId = sql`nextval('tutor_display_id_seq')`;
const nextStudentId = sql`nextval('student_display_id_seq')`;

export interface MarketplaceSummary {
  tutors: number;
  students: number;
  activeJobs: number;
  assignedJobs: number;
  closedJobs: number;
  requests: number;
  applications: number;
  payments: number;
  publicRequests: number;
  contactMessages: number;
  testimonials: number;
  affiliates: number;
  notifications: number;
}

export interface SeedMarketplaceOptions {
  plan: MarketplacePlan;
  /** The hash stored for every generated member (they log in with SEED_MEMBER_PASSWORD). */
  passwordHash: string;
  /** UPLOADS_DIR: public demo pictures go to <uploadsDir>/seed/... */
  uploadsDir: string;
  /** The private documents folder: the two placeholders go to <documentsDir>/seed/... */
  documentsDir: string;
  demo?: DemoMembers;
  /** Told after each stage, for the CLI's progress lines. */
  onProgress?: (stage: string) => void;
}

/** Whether generated members are already there (a second generation would collide with them). */
export async function hasGeneratedData(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(like(users.email, `%@${SEED_EMAIL_DOMAIN}`)).limit(1);
  return rows.length > 0;
}

/** Writes the demo pictures and inserts the whole marketplace in one transaction, in batches. */
export async function seedMarketplace(db: Database, options: SeedMarketplaceOptions): Promise<MarketplaceSummary> {
  const { plan, passwordHash, demo = {} } = options;
  const progress = options.onProgress ?? (() => {});
  await writeFiles(options.uploadsDir, seedImageFiles());

  const summary: MarketplaceSummary = {
    tutors: plan.tutors,
    students: plan.students,
    activeJobs: plan.activeJobs,
    assignedJobs: plan.assignedJobs,
    closedJobs: plan.closedJobs,
    requests: 0,
    applications: 0,
    payments: 0,
    publicRequests: plan.publicRequests,
    contactMessages: plan.contactMessages,
    testimonials: 0,
    affiliates: 0,
    notifications: 0,
  };

  await db.transaction(async (tx) => {
    if (demo.tutor) await tx.insert(tutorProfiles).values(demoTutorProfile(demo.tutor, plan.now));
    if (demo.guardian) {
      await tx.insert(studentProfiles).values({
        userId: demo.guardian.id,
        fullName: demo.guardian.name,
        email: demo.guardian.email,
        phone: demo.guardian.phone,
        gender: 'female',
        currentCity: 'Dhaka',
        currentArea: 'Dhanmondi',
        classLevel: 'Class 8',
        medium: 'Bangla Medium',
        institution: 'Dhanmondi Government Boys High School',
        address: 'House 12, Road 5, Dhanmondi, Dhaka',
      });
    }

    const documentPaths: Pick<NewTutorProfileRow, 'nationalIdPath' | 'institutionIdPath'>[] = [];
    await insertInBatches(
      plan.tutors,
      (index) => tutorRecord(plan, index, passwordHash),
      async (records) => {
        await tx.insert(users).values(records.map(({ user }) => ({ ...user, tutorId: nextTutorId })));
        await tx.insert(tutorProfiles).values(records.map(({ profile }) => profile));
        documentPaths.push(...records.map(({ profile }) => profile));
      },
    );
    // Where the document routes read them (the private documents store), so a seeded document opens.
    await writeFiles(options.documentsDir, seedDocumentFiles(documentPaths));
    progress(`${plan.tutors} tutors`);

    const studentNumbers = new Map<string, number | null>();
    await insertInBatches(
      plan.students,
      (index) => studentRecord(plan, index, passwordHash),
      async (records) => {
        const inserted = await tx
          .insert(users)
          .values(records.map(({ user }) => ({ ...user, studentId: nextStudentId })))
          .returning({ id: users.id, studentId: users.studentId });
        for (const row of inserted) studentNumbers.set(row.id, row.studentId);
        await tx.insert(studentProfiles).values(records.map(({ profile }) => profile));
      },
    );
    progress(`${plan.students} guardians/students`);

    const appliedJobs: JobRecord['job'][] = [];
    await insertInBatches(
      totalJobs(plan),
      (index) => ({ index, ...jobRecord(plan, index, demo) }),
      async (records) => {
        const requests = records.flatMap(({ request, job }) =>
          request ? [{ ...request, studentId: job.studentId ?? studentNumbers.get(request.studentUserId) ?? null }] : [],
        );
        if (requests.length > 0) await tx.insert(studentTutorRequests).values(requests);
        const jobs = records.map(({ job }) => ({ ...job, studentId: job.studentId ?? studentNumbers.get(job.studentUserId!) ?? null }));
        await tx.insert(tuitions).values(jobs);
        summary.requests += requests.length;
        const activity = records.map(({ index, job }) => jobActivity(plan, index, job));
        const applicationRows = activity.flatMap((item) => item.applications);
        if (applicationRows.length > 0) await tx.insert(applications).values(applicationRows);
        const paymentRows = activity.flatMap((item) => (item.payment ? [item.payment] : []));
        if (paymentRows.length > 0) await tx.insert(payments).values(paymentRows);
        const entryRows = activity.flatMap((item) => item.ledger ?? []);
        if (entryRows.length > 0) await tx.insert(ledgerEntries).values(entryRows);
        summary.applications += applicationRows.length;
        summary.payments += paymentRows.length;
        records.forEach(({ job }, position) => {
          if (appliedJobs.length < 3 && job.status === 'active' && activity[position]!.applications.length > 0) appliedJobs.push(job);
        });
      },
    );
    // Approved requests point at the job made from them.
    await tx.execute(sql`
      update ${studentTutorRequests} set job_id = t.id
      from ${tuitions} t
      where t.source_request_id = ${studentTutorRequests}.id and ${studentTutorRequests}.job_id is null`);
    progress(`${totalJobs(plan)} jobs with their requests, applications and payments`);

    await insertInBatches(
      plan.openRequests,
      (index) => openRequestRecord(plan, index, demo),
      (rows) => tx.insert(studentTutorRequests).values(rows.map((row) => ({ ...row, studentId: row.studentId ?? studentNumbers.get(row.studentUserId) ?? null }))),
    );
    summary.requests += plan.openRequests;
    // Each request's stage and its timeline, as the live flows write them (docs/decisions.md, "Guardian: my requests"):
    // submitted, under review an hour later, then published with its job (confirmed when the job has its tutor) or
    // closed when rejected.
    await tx.execute(sql`
      update ${studentTutorRequests} r set
        stage = (case
          when r.status = 'rejected' then 'closed'
          when r.status = 'approved' and exists (select 1 from ${tuitions} t where t.id = r.job_id and t.status = 'assigned') then 'tutor_confirmed'
          when r.status = 'approved' then 'published'
          else 'submitted' end)::request_stage,
        closed_reason = case when r.status = 'rejected' then 'Not approved' end`);
    // Ids made from the request and the stage: the same seed writes the same rows.
    await tx.execute(sql`
      insert into ${requestStageChanges} (id, request_id, stage, at)
      select md5(s.request_id::text || s.stage)::uuid, s.request_id, s.stage::request_stage, s.at from (
        select id as request_id, 'submitted' as stage, created_at as at from ${studentTutorRequests}
        union all
        select id, 'under_review', least(created_at + interval '1 hour', updated_at) from ${studentTutorRequests} where status <> 'pending'
        union all
        select r.id, 'published', greatest(r.created_at + interval '1 hour', coalesce(t.posted_at, r.updated_at))
          from ${studentTutorRequests} r left join ${tuitions} t on t.id = r.job_id where r.status = 'approved'
        union all
        select r.id, 'tutor_confirmed', greatest(r.created_at + interval '2 hours', t.updated_at)
          from ${studentTutorRequests} r join ${tuitions} t on t.id = r.job_id where r.stage = 'tutor_confirmed'
        union all
        select id, 'closed', greatest(created_at + interval '1 hour', updated_at) from ${studentTutorRequests} where status = 'rejected'
      ) s`);
    await insertInBatches(plan.publicRequests, (index) => publicRequestRecord(plan, index), (rows) => tx.insert(publicTutorRequests).values(rows));
    await insertInBatches(plan.contactMessages, (index) => contactMessageRecord(plan, index), (rows) => tx.insert(tutorContactMessages).values(rows));

    const testimonialValues = testimonialRows(plan.now);
    await tx.insert(testimonials).values(testimonialValues);
    summary.testimonials = testimonialValues.length;
    const affiliateValues = affiliateRows(plan.now);
    await tx.insert(affiliates).values(affiliateValues);
    summary.affiliates = affiliateValues.length;
    const notificationValues = notificationRows(plan, appliedJobs);
    if (notificationValues.length > 0) await tx.insert(notifications).values(notificationValues);
    summary.notifications = notificationValues.length;
    progress('requests, messages, testimonials, offers and notifications');
  });
  // Fresh statistics and visibility maps, so the planner picks the indexes (and index-only scans) at once:
  // PGlite has no autovacuum to do it later.
  await db.execute(sql`vacuum analyze`);
  return summary;
}

/** The documents folder the seed writes placeholders to: private, beside (not under) the public uploads. */
export const documentsDirOf = (dataDir: string) => path.join(path.resolve(dataDir, 'private'), 'documents');
