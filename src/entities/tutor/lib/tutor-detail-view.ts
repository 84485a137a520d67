import type { Education, PublicTutorDetail } from '@/shared/api';
import { categoryOf, EDUCATION_ROW_LABELS, MISSING_VALUE, NOT_PROVIDED, TUTOR_DETAIL_DEFAULTS } from '@/shared/config';
import { degreeWithSubject } from '@/shared/lib/degree';
import { i18n } from '@/shared/i18n';
import { formatSalary, localDigits, shortId } from '@/shared/lib/format';
import { catalogueLabel } from '@/shared/ui/catalogue-label';
import { tutorImageUrl } from './tutor-image';

/** What the tutor-details page shows: what the tutor entered, "Not provided" for the rest (never a made-up value). */
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
  /** "N years" ("1 year"), or Not provided. */
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
/**
 * A word of the `board` catalogue in the language on screen (the English there is the spec's, e.g. "Not provided");
 * the view is computed again when the language changes (TutorDetailsPage).
 */
const word = (key: string, english: string, values: Record<string, unknown> = {}): string =>
  i18n.isInitialized ? i18n.t(`tutorDetails.words.${key}`, { ns: 'board', defaultValue: english, ...values }) : english;
const NOT_PROVIDED_WORD = () => word('notProvided', NOT_PROVIDED);
const listSeparator = () => word('listSeparator', ', ');
/** An education table cell: the spec's "N/A" when empty. */
const orMissing = (value: string | null | undefined) => localDigits(text(value)) || word('na', MISSING_VALUE);
/** A profile fact: "Not provided" when the tutor left it empty. */
const orNotProvided = (value: string | null | undefined) => text(value) || NOT_PROVIDED_WORD();
const nonEmpty = (values: readonly string[] | undefined) => (values ?? []).map(text).filter(Boolean);

function yearsOf(experience: string | undefined): string {
  const value = text(experience);
  if (!value) return NOT_PROVIDED_WORD();
  return value === '1' ? word('year_one', '1 year', { number: localDigits('1') }) : word('year_other', `${value} years`, { number: localDigits(value) });
}

/** A salary of digits (or a range) reads as every salary does, "{salary} TK/Month"; a worded one ("Negotiable") as it is. */
function salaryOf(salary: string | undefined): string {
  const value = text(salary);
  if (!value) return NOT_PROVIDED_WORD();
  return /^[\d\s.,-]+$/.test(value) ? formatSalary(value) : value;
}

function daysOf(days: string | undefined): string {
  const value = text(days);
  if (!value) return NOT_PROVIDED_WORD();
  return value === '1' ? word('day_one', '1 day', { number: localDigits('1') }) : word('day_other', `${value} days`, { number: localDigits(value) });
}

/** Profiles store category slugs (`bangla-medium`); the page shows their labels. */
const mediumLabel = (medium: string) => catalogueLabel('category', categoryOf(medium)?.label ?? medium);

export function toTutorDetailView(tutor: PublicTutorDetail): TutorDetailView {
  const { tuition, education } = tutor;
  const medium = nonEmpty(tuition.preferredMedium).map(mediumLabel);
  const times = nonEmpty(tuition.preferredTime);
  const areas = nonEmpty(tuition.preferredAreas);
  return {
    id: tutor._id,
    displayId: `${shortId(tutor._id)}...`,
    name: orNotProvided(tutor.name),
    image: tutorImageUrl(tutor.image),
    gender: catalogueLabel('gender', orNotProvided(tutor.gender)),
    place: [text(tutor.area), catalogueLabel('district', text(tutor.district))].filter(Boolean).join(listSeparator()) || NOT_PROVIDED_WORD(),
    qualification: orNotProvided(education.graduation?.degree),
    experience: yearsOf(tuition.experience),
    salary: salaryOf(tuition.preferredSalary),
    // The spec has no source for it; the record's availability is the working version.
    status: tutor.isAvailable ? word('available', TUTOR_DETAIL_DEFAULTS.status) : word('notAvailable', 'Not Available'),
    daysPerWeek: daysOf(tuition.daysPerWeek),
    // Nothing in a profile says how or where a tutor teaches or what they add: not made up.
    teachingStyle: NOT_PROVIDED_WORD(),
    learningPlace: NOT_PROVIDED_WORD(),
    extraFacilities: NOT_PROVIDED_WORD(),
    preferredTime: times.length ? times.map((time) => catalogueLabel('tutoringTime', time)).join(listSeparator()) : NOT_PROVIDED_WORD(),
    preferredMedium: medium,
    preferredClasses: nonEmpty(tuition.preferredClasses).map((level) => catalogueLabel('class', level)),
    preferredSubjects: nonEmpty(tuition.preferredSubjects).map((subject) => catalogueLabel('subject', subject)),
    preferredArea: areas.length ? areas.join(listSeparator()) : NOT_PROVIDED_WORD(),
  };
}

/** The key of an exam row's name in the `board` catalogue (`tutorDetails.words.exam.<key>`). */
const examKey = (examName: string): string =>
  examName === EDUCATION_ROW_LABELS.ssc ? 'ssc' : examName === EDUCATION_ROW_LABELS.hsc ? 'hsc' : examName === EDUCATION_ROW_LABELS.graduation ? 'graduation' : 'masters';

type Section = Record<string, string | undefined> | undefined;

const hasAny = (section: Section) => Object.values(section ?? {}).some((value) => text(value) !== '');

function row(examName: string, cells: { year?: string; institute?: string; group?: string; result?: string }): EducationRow {
  return {
    examName: word(`exam.${examKey(examName)}`, examName),
    year: orMissing(cells.year),
    institution: orMissing(cells.institute),
    groupSubject: orMissing(cells.group),
    result: orMissing(cells.result),
  };
}

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
          group: degreeWithSubject(graduation?.degree, graduation?.subject),
        }),
  ];
  if (hasAny(postGraduation)) {
    rows.push(
      row('Post Graduation / Masters', {
        ...postGraduation,
        group: degreeWithSubject(postGraduation?.degree, postGraduation?.subject),
      }),
    );
  }
  return rows;
}
