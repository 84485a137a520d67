import type { Education, PublicTutorDetail } from '@/shared/api';
import { categoryOf, EDUCATION_ROW_LABELS, MISSING_VALUE, TUTOR_DETAIL_DEFAULTS } from '@/shared/config';
import { shortId } from '@/shared/lib/format';
import { tutorImageUrl } from './tutor-image';

/** What the tutor-details page shows, every default of the spec's "Tutor detail" table applied. */
export interface TutorDetailView {
  id: string;
  /** The first 8 characters of the id and "...". */
  displayId: string;
  name: string;
  image: string | null;
  gender: string;
  /** "location, district" (whichever of the two is known). */
  place: string;
  qualification: string;
  /** "N years" ("1 year"), or N/A. */
  experience: string;
  salary: string;
  status: string;
  daysPerWeek: string;
  teachingStyle: string;
  learningPlace: string;
  extraFacilities: string;
  /** The preferred times joined with ", ". */
  preferredTime: string;
  preferredMedium: string[];
  preferredClasses: string[];
  preferredSubjects: string[];
  preferredArea: string;
}

export interface EducationRow {
  examName: string;
  year: string;
  institution: string;
  groupSubject: string;
  result: string;
}

const text = (value: string | null | undefined) => value?.trim() ?? '';
const orMissing = (value: string | null | undefined) => text(value) || MISSING_VALUE;
const nonEmpty = (values: readonly string[] | undefined) => (values ?? []).map(text).filter(Boolean);

function yearsOf(experience: string | undefined): string {
  const value = text(experience);
  if (!value) return MISSING_VALUE;
  return value === '1' ? '1 year' : `${value} years`;
}

/** A salary of digits (or a range) reads "{salary} BDT"; a worded one ("Negotiable") as it is. */
function salaryOf(salary: string | undefined): string {
  const value = text(salary);
  if (!value) return TUTOR_DETAIL_DEFAULTS.salary;
  return /^[\d\s.,-]+$/.test(value) ? `${value} BDT` : value;
}

function daysOf(days: string | undefined): string {
  const value = text(days);
  if (!value) return TUTOR_DETAIL_DEFAULTS.daysPerWeek;
  return value === '1' ? '1 day' : `${value} days`;
}

/** Profiles store category slugs (`bangla-medium`); the page shows their labels. */
const mediumLabel = (medium: string) => categoryOf(medium)?.label ?? medium;

export function toTutorDetailView(tutor: PublicTutorDetail): TutorDetailView {
  const { tuition, education } = tutor;
  const medium = nonEmpty(tuition.preferredMedium).map(mediumLabel);
  const times = nonEmpty(tuition.preferredTime);
  const areas = nonEmpty(tuition.preferredAreas);
  return {
    id: tutor._id,
    displayId: `${shortId(tutor._id)}...`,
    name: text(tutor.name) || MISSING_VALUE,
    image: tutorImageUrl(tutor.image),
    gender: orMissing(tutor.gender),
    place: [text(tutor.area), text(tutor.district)].filter(Boolean).join(', ') || MISSING_VALUE,
    qualification: orMissing(education.graduation?.degree),
    experience: yearsOf(tuition.experience),
    salary: salaryOf(tuition.preferredSalary),
    // The spec has no source for it; the record's availability is the working version.
    status: tutor.isAvailable ? TUTOR_DETAIL_DEFAULTS.status : 'Not Available',
    daysPerWeek: daysOf(tuition.daysPerWeek),
    teachingStyle: TUTOR_DETAIL_DEFAULTS.teachingStyle,
    learningPlace: TUTOR_DETAIL_DEFAULTS.learningPlace,
    extraFacilities: TUTOR_DETAIL_DEFAULTS.extraFacilities,
    preferredTime: (times.length ? times : TUTOR_DETAIL_DEFAULTS.preferredTime).join(', '),
    preferredMedium: medium.length ? medium : [...TUTOR_DETAIL_DEFAULTS.preferredMedium],
    preferredClasses: nonEmpty(tuition.preferredClasses),
    preferredSubjects: nonEmpty(tuition.preferredSubjects),
    preferredArea: areas.length ? areas.join(', ') : MISSING_VALUE,
  };
}

type Section = Record<string, string | undefined> | undefined;

const hasAny = (section: Section) => Object.values(section ?? {}).some((value) => text(value) !== '');

function row(examName: string, cells: { year?: string; institute?: string; group?: string; result?: string }): EducationRow {
  return {
    examName,
    year: orMissing(cells.year),
    institution: orMissing(cells.institute),
    groupSubject: orMissing(cells.group),
    result: orMissing(cells.result),
  };
}

/** "BSc in Physics", or whichever of the two is given. */
const degreeSubject = (degree?: string, subject?: string) =>
  [text(degree), text(subject)].filter(Boolean).join(' in ');

/**
 * The rows of the education table: SSC, HSC and graduation (N/A cells when a part is empty; a
 * diploma fills the graduation row when there is no degree), then a master's degree if any.
 * No rows at all when the tutor has entered no education.
 */
export function educationRowsOf(education: Education | null | undefined): EducationRow[] {
  const { ssc, hsc, graduation, diploma, postGraduation } = education ?? {};
  if (![ssc, hsc, graduation, diploma, postGraduation].some(hasAny)) return [];
  const rows = [
    row(EDUCATION_ROW_LABELS.ssc, { ...ssc, group: ssc?.group }),
    row(EDUCATION_ROW_LABELS.hsc, { ...hsc, group: hsc?.group }),
    !hasAny(graduation) && hasAny(diploma)
      ? row(EDUCATION_ROW_LABELS.graduation, { ...diploma, group: diploma?.field })
      : row(EDUCATION_ROW_LABELS.graduation, {
          ...graduation,
          group: degreeSubject(graduation?.degree, graduation?.subject),
        }),
  ];
  if (hasAny(postGraduation)) {
    rows.push(
      row('Post Graduation / Masters', {
        ...postGraduation,
        group: degreeSubject(postGraduation?.degree, postGraduation?.subject),
      }),
    );
  }
  return rows;
}
