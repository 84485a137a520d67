import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ALL_CLASSES,
  AREAS_BY_DISTRICT,
  APPLY_STATUS_LABELS,
  BACHELOR_DEGREES,
  BOARD_DISPLAY_DEFAULTS,
  BOARD_PAGE_SIZES,
  CATEGORIES,
  CATEGORY_LABELS,
  CATEGORY_SLUGS,
  CLASSES_BY_CATEGORY,
  DAYS_PER_WEEK,
  DEFAULT_BOARD_PAGE_SIZE,
  DEFAULT_DAYS_PER_WEEK,
  DEFAULT_EXPERIENCE,
  DEFAULT_PREFERRED_TUTOR,
  DEFAULT_TUITION_PREFERRED_TUTOR,
  DEFAULT_TUTOR_PAGE_SIZE,
  DEFAULT_TUTORING_TYPE,
  DHAKA_FILTER_AREAS,
  DISTRICT_COUNT_DEFAULTS,
  DISTRICTS,
  DIVISION_OF_DISTRICT,
  DIVISIONS,
  DOCUMENT_MAX_BYTES,
  EXPERIENCE_OPTIONS,
  FIND_TUTOR_CATEGORY_OPTIONS,
  HOME_SUBJECTS,
  MASTER_DEGREES,
  MEDIA_FEE,
  OTHERS_AREA,
  PAYMENT_STATUSES,
  SUBJECTS,
  TUITION_STATUSES,
  TUTOR_PAGE_SIZES,
  TUTORING_TYPE_LABELS,
  TUTORING_TYPES,
  areasOf,
  categoryOf,
  classesOf,
  isAreaOf,
  isDistrict,
  mediaFeeDueDate,
  mediaFeeFor,
  mediaFeeRefundFor,
  normalizeDistrict,
  preferredTutorLabel,
  salaryLowerBound,
  tuitionPreferredTutorOf,
  tuitionTutoringTypeOf,
} from '@/shared/config';

const hasDuplicates = (list: readonly unknown[]) => new Set(list).size !== list.length;

describe('districts', () => {
  it('lists the 64 districts of Bangladesh once each', () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(hasDuplicates(DISTRICTS)).toBe(false);
    for (const name of ['Dhaka', 'Chattogram', 'Rajshahi', 'Khulna', 'Sylhet', 'Mymensingh', 'Rangpur', 'Barishal']) {
      expect(DISTRICTS).toContain(name);
    }
    expect(DISTRICTS).toContain("Cox's Bazar");
    expect(DISTRICTS).toContain('Gazipur');
  });

  it('uses the current official spellings, not the old ones', () => {
    for (const old of ['Barisal', 'Chittagong', 'Comilla', 'Jessore', 'Bogra']) {
      expect(DISTRICTS).not.toContain(old);
    }
  });

  it('is sorted alphabetically', () => {
    expect([...DISTRICTS].sort((a, b) => a.localeCompare(b, 'en'))).toEqual([...DISTRICTS]);
  });

  it('puts every district in one of the 8 divisions, with the known counts per division', () => {
    expect(Object.keys(DIVISION_OF_DISTRICT).sort()).toEqual([...DISTRICTS].sort());
    const perDivision = Object.fromEntries(DIVISIONS.map((d) => [d, 0]));
    for (const division of Object.values(DIVISION_OF_DISTRICT)) perDivision[division] += 1;
    expect(perDivision).toEqual({
      Barishal: 6,
      Chattogram: 11,
      Dhaka: 13,
      Khulna: 10,
      Mymensingh: 4,
      Rajshahi: 8,
      Rangpur: 8,
      Sylhet: 4,
    });
  });

  it('builds a zod enum that accepts a district and refuses anything else', () => {
    const schema = z.enum(DISTRICTS);
    expect(schema.parse("Cox's Bazar")).toBe("Cox's Bazar");
    expect(schema.safeParse('Barisal').success).toBe(false);
    expect(schema.safeParse('dhaka').success).toBe(false);
  });

  it('normalizes case, spacing, curly apostrophes and the old spellings', () => {
    expect(normalizeDistrict('dhaka')).toBe('Dhaka');
    expect(normalizeDistrict('  CHAPAI   nawabganj ')).toBe('Chapai Nawabganj');
    expect(normalizeDistrict('Cox\u2019s Bazar')).toBe("Cox's Bazar");
    expect(normalizeDistrict('Barisal')).toBe('Barishal');
    expect(normalizeDistrict('Chittagong')).toBe('Chattogram');
    expect(normalizeDistrict('Comilla')).toBe('Cumilla');
    expect(normalizeDistrict('Jessore')).toBe('Jashore');
    expect(normalizeDistrict('Bogra')).toBe('Bogura');
    expect(normalizeDistrict('Atlantis')).toBeUndefined();
    expect(normalizeDistrict('constructor')).toBeUndefined();
    expect(normalizeDistrict('')).toBeUndefined();
    expect(normalizeDistrict(undefined)).toBeUndefined();
  });

  it('tells exact district names from others', () => {
    expect(isDistrict('Dhaka')).toBe(true);
    expect(isDistrict('dhaka')).toBe(false);
    expect(isDistrict(42)).toBe(false);
  });

  it('keeps the spec\'s 8 district-count defaults at 0, with "Barisal" stored as "Barishal"', () => {
    expect(DISTRICT_COUNT_DEFAULTS).toEqual({
      Barishal: 0,
      Chattogram: 0,
      Dhaka: 0,
      Khulna: 0,
      Mymensingh: 0,
      Rajshahi: 0,
      Sylhet: 0,
      Rangpur: 0,
    });
    for (const name of Object.keys(DISTRICT_COUNT_DEFAULTS)) expect(isDistrict(name)).toBe(true);
    expect(normalizeDistrict('Barisal')).toBe('Barishal');
  });
});

describe('areas', () => {
  it('has a list for every district, keyed by its lower-case name, and no other', () => {
    expect(Object.keys(AREAS_BY_DISTRICT).sort()).toEqual(DISTRICTS.map((d) => d.toLowerCase()).sort());
    expect(AREAS_BY_DISTRICT["cox's bazar"]).toBeDefined();
  });

  it.each(DISTRICTS)('%s: a real list, without duplicates, ending "Others"', (district) => {
    const areas = areasOf(district);
    expect(areas.length).toBeGreaterThanOrEqual(4);
    expect(areas.at(-1)).toBe(OTHERS_AREA);
    expect(areas.filter((a) => a === 'Others')).toHaveLength(1);
    expect(hasDuplicates(areas)).toBe(false);
    expect(areas.every((a) => a.trim() === a && a.length > 0)).toBe(true);
  });

  it('names each district\'s upazilas (samples)', () => {
    expect(areasOf('Gazipur')).toEqual(expect.arrayContaining(['Kaliakair', 'Kapasia', 'Sreepur', 'Tongi']));
    expect(areasOf('Chattogram')).toEqual(expect.arrayContaining(['Panchlaish', 'Hathazari', 'Sitakunda']));
    expect(areasOf("Cox's Bazar")).toEqual(expect.arrayContaining(['Teknaf', 'Ukhia', 'Ramu']));
    expect(areasOf('Sylhet')).toEqual(expect.arrayContaining(['Beanibazar', 'Zindabazar']));
  });

  it('finds a list by any accepted spelling and gives none for an unknown district', () => {
    expect(areasOf('dhaka')).toBe(areasOf('Dhaka'));
    expect(areasOf('Barisal')).toBe(areasOf('Barishal'));
    expect(areasOf('Nowhere')).toEqual([]);
    expect(areasOf(undefined)).toEqual([]);
    expect(isAreaOf('Dhaka', 'Uttara')).toBe(true);
    expect(isAreaOf('Dhaka', 'Teknaf')).toBe(false);
    expect(isAreaOf('Khulna', 'Others')).toBe(true);
  });

  it('has the 41 Dhaka areas of the tutor filter, in the spec\'s order', () => {
    expect(DHAKA_FILTER_AREAS).toEqual([
      'Adabor', 'Badda', 'Banani', 'Bangshal', 'Bhashantek', 'Cantonment', 'Chaukbazar', 'Dakshin Khan',
      'Darus Salam', 'Dhanmondi', 'Gendaria', 'Gulshan', 'Hazaribagh', 'Jatrabari', 'Kadamtali', 'Kafrul',
      'Kalabagan', 'Kamrangirchar', 'Khilgaon', 'Khilkhet', 'Kotwali', 'Lalbagh', 'Mirpur', 'Mohammadpur',
      'Motijheel', 'New Market', 'Pallabi', 'Paltan', 'Ramna', 'Rampura', 'Sabujbagh', 'Shah Ali',
      'Shahjahanpur', 'Sher-e-Bangla Nagar', 'Shyampur', 'Tejgaon', 'Tejgaon Industrial Area', 'Turag',
      'Uttara', 'Uttar Khan', 'Wari',
    ]);
    expect(DHAKA_FILTER_AREAS).toHaveLength(41);
  });

  it('includes every Dhaka filter area in Dhaka\'s area list, and the profile default Uttara', () => {
    for (const area of DHAKA_FILTER_AREAS) expect(areasOf('Dhaka')).toContain(area);
    expect(areasOf('Dhaka')).toEqual(expect.arrayContaining(['Savar', 'Keraniganj', 'Bashundhara']));
  });
});

describe('categories and classes', () => {
  it('has the 10 categories, spelt as the spec, with unique slugs', () => {
    expect(CATEGORY_LABELS).toEqual([
      'Bangla Medium',
      'English Version',
      'English Medium',
      'Madrasa Medium',
      'Religious Studies',
      'Language Learning',
      'Arts',
      'Skill Development Program',
      'International Study Preparation',
      'Admission Test',
    ]);
    expect(CATEGORIES).toHaveLength(10);
    expect(hasDuplicates(CATEGORIES.map((c) => c.slug))).toBe(false);
    expect(CATEGORIES.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    for (const category of CATEGORIES) {
      expect(category.slug).toBe(category.label.toLowerCase().replace(/ /g, '-'));
    }
    expect(categoryOf('Bangla Medium')?.slug).toBe('bangla-medium');
  });

  it('names Admission Test "University Admission" on the home page and others by their label', () => {
    expect(categoryOf('admission-test')?.homeLabel).toBe('University Admission');
    expect(CATEGORIES.filter((c) => c.homeLabel !== c.label).map((c) => c.label)).toEqual(['Admission Test']);
  });

  it('finds a category by label, slug or home label, in any case', () => {
    expect(categoryOf('english medium')?.label).toBe('English Medium');
    expect(categoryOf('ENGLISH-VERSION')?.label).toBe('English Version');
    expect(categoryOf('University Admission')?.slug).toBe('admission-test');
    expect(categoryOf('Sanskrit')).toBeUndefined();
    expect(categoryOf('')).toBeUndefined();
  });

  it('offers Bangla, English and Madrasa on the Find-tutors filter, each a real category', () => {
    expect(FIND_TUTOR_CATEGORY_OPTIONS.map((o) => o.label)).toEqual(['Bangla', 'English', 'Madrasa']);
    for (const option of FIND_TUTOR_CATEGORY_OPTIONS) expect(categoryOf(option.value)?.slug).toBe(option.value);
  });

  it('has a class list for every category', () => {
    expect(Object.keys(CLASSES_BY_CATEGORY)).toEqual([...CATEGORY_SLUGS]);
    for (const slug of CATEGORY_SLUGS) {
      expect(classesOf(slug).length).toBeGreaterThan(0);
      expect(hasDuplicates(classesOf(slug))).toBe(false);
    }
  });

  it('spells the class lists as section 9', () => {
    const classes = Array.from({ length: 10 }, (_, i) => `Class ${i + 1}`);
    const early = ['Pre-Schooling', 'Play', 'Nursery', 'KG'];
    expect(classesOf('Bangla Medium')).toEqual([...early, ...classes, 'SSC', 'HSC First Year', 'HSC 2nd Year']);
    expect(classesOf('english-version')).toEqual(classesOf('bangla-medium'));
    expect(classesOf('English Medium')).toEqual([
      ...early,
      ...Array.from({ length: 9 }, (_, i) => `Standard ${i + 1}`),
      'O Level',
      'A Level (AS)',
      'A Level (A2)',
    ]);
    expect(classesOf('madrasa-medium')).toEqual([...early, ...classes, 'Dakhil', 'Alim 1st Year', 'Alim 2ns Year']);
    expect(classesOf('Language Learning')).toHaveLength(13);
    expect(classesOf('Arts')).toEqual(['Crafting', 'Dance', 'Drawing', 'Instrumental Music', 'Music', 'Hand Writing']);
    expect(classesOf('Skill Development Program')).toHaveLength(9);
    expect(classesOf('International Study Preparation')).toEqual(['IELTS', 'TOFEL', 'GMAT', 'GRE', 'SAT', 'GED']);
    expect(classesOf('Admission Test')).toContain('IBA Admission Test');
    expect(classesOf('Religious Studies')).toHaveLength(4);
  });

  it('keeps "Alim 2ns Year" spelt so', () => {
    expect(classesOf('Madrasa Medium')).toContain('Alim 2ns Year');
    expect(ALL_CLASSES).toContain('Alim 2ns Year');
    expect(ALL_CLASSES).not.toContain('Alim 2nd Year');
  });

  it('gives no classes for an unknown category', () => {
    expect(classesOf('Cooking')).toEqual([]);
    expect(classesOf(null)).toEqual([]);
  });

  it('unites every class list without duplicates, in first-seen order', () => {
    expect(hasDuplicates(ALL_CLASSES)).toBe(false);
    const expected: string[] = [];
    for (const slug of CATEGORY_SLUGS) for (const c of classesOf(slug)) if (!expected.includes(c)) expected.push(c);
    expect(ALL_CLASSES).toEqual(expected);
    expect(ALL_CLASSES.slice(0, 5)).toEqual(['Pre-Schooling', 'Play', 'Nursery', 'KG', 'Class 1']);
    expect(ALL_CLASSES.filter((c) => c === 'Class 1')).toHaveLength(1);
    expect(z.enum(ALL_CLASSES).safeParse('Standard 9').success).toBe(true);
  });
});

describe('subjects', () => {
  it('has about 85 unique subjects, "All Subject" first and "Others" last', () => {
    expect(SUBJECTS.length).toBeGreaterThanOrEqual(80);
    expect(SUBJECTS.length).toBeLessThanOrEqual(90);
    expect(hasDuplicates(SUBJECTS)).toBe(false);
    expect(SUBJECTS.slice(0, 4)).toEqual(['All Subject', 'All Commerce', 'All Science', 'All Arts']);
    expect(SUBJECTS.at(-1)).toBe('Others');
  });

  it('includes the subjects the spec names, and orders the rest alphabetically', () => {
    for (const s of ['Accounting', 'Bangla', 'Biology', 'Chemistry', 'English', 'ICT', 'IELTS', 'Math', 'Physics', 'Quran & Tajbid']) {
      expect(SUBJECTS).toContain(s);
    }
    const middle = SUBJECTS.slice(4, -1);
    expect([...middle].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(middle);
  });

  it('keeps the home subject list of section 2', () => {
    expect(HOME_SUBJECTS).toEqual([
      'Mathematics', 'Science', 'English', 'Physics', 'Chemistry', 'Biology',
      'Computer Science', 'History', 'Geography', 'Music', 'Art', 'Chess',
    ]);
  });
});

describe('education options', () => {
  it('has about 29 bachelor and about 17 master degrees, unique, each ending "Others"', () => {
    expect(BACHELOR_DEGREES.length).toBeGreaterThanOrEqual(27);
    expect(BACHELOR_DEGREES.length).toBeLessThanOrEqual(31);
    expect(MASTER_DEGREES.length).toBeGreaterThanOrEqual(15);
    expect(MASTER_DEGREES.length).toBeLessThanOrEqual(19);
    expect(hasDuplicates(BACHELOR_DEGREES)).toBe(false);
    expect(hasDuplicates(MASTER_DEGREES)).toBe(false);
    expect(BACHELOR_DEGREES).toEqual(expect.arrayContaining(['BSc in CSE', 'BBA', 'MBBS']));
    expect(BACHELOR_DEGREES.at(-1)).toBe('Others');
    expect(MASTER_DEGREES.at(-1)).toBe('Others');
  });
});

describe('enumerations and defaults', () => {
  it('days per week run 1 to 7 with 3 by default; experience defaults to <1', () => {
    expect(DAYS_PER_WEEK).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(DEFAULT_DAYS_PER_WEEK).toBe(3);
    expect(EXPERIENCE_OPTIONS).toEqual(['<1', '1', '2', '3+']);
    expect(DEFAULT_EXPERIENCE).toBe('<1');
  });

  it('labels the wizard\'s tutoring types and defaults to home and any tutor', () => {
    expect(TUTORING_TYPES).toEqual(['home', 'online', 'group']);
    expect(TUTORING_TYPES.map((t) => TUTORING_TYPE_LABELS[t])).toEqual([
      'Home Tutoring',
      'Online Tutoring',
      'Group Study',
    ]);
    expect(DEFAULT_TUTORING_TYPE).toBe('home');
    expect(DEFAULT_PREFERRED_TUTOR).toBe('any');
  });

  it('maps a request\'s tutoring type to the job\'s, the approve default "offline" to home', () => {
    expect(tuitionTutoringTypeOf('home')).toBe('Home Tutoring');
    expect(tuitionTutoringTypeOf('online')).toBe('Online Tutoring');
    expect(tuitionTutoringTypeOf('group')).toBe('Group Tutoring');
    expect(tuitionTutoringTypeOf('Group Study')).toBe('Group Tutoring');
    expect(tuitionTutoringTypeOf('offline')).toBe('Home Tutoring');
    expect(tuitionTutoringTypeOf(undefined)).toBe('Home Tutoring');
  });

  it('shows a job\'s preferred tutor, "Any" as "Any Gender"', () => {
    expect(DEFAULT_TUITION_PREFERRED_TUTOR).toBe('Any');
    expect(tuitionPreferredTutorOf('male')).toBe('Male');
    expect(tuitionPreferredTutorOf('FEMALE')).toBe('Female');
    expect(tuitionPreferredTutorOf('any')).toBe('Any');
    expect(preferredTutorLabel(undefined)).toBe('Any Gender');
    expect(preferredTutorLabel('Any')).toBe('Any Gender');
    expect(preferredTutorLabel('female')).toBe('Female');
  });

  it('keeps the status sets, page sizes and board defaults of section 9', () => {
    expect(TUITION_STATUSES[0]).toBe('active');
    expect(PAYMENT_STATUSES).toEqual(['Due', 'Paid', 'Fraud', 'Cancel']);
    expect(APPLY_STATUS_LABELS).toEqual(['Pending', 'Approved', 'Assigned', 'Confirmed', 'Cancelled']);
    expect(BOARD_PAGE_SIZES).toEqual([10, 20, 50]);
    expect(DEFAULT_BOARD_PAGE_SIZE).toBe(10);
    expect(TUTOR_PAGE_SIZES).toEqual([15, 30, 50, 100]);
    expect(DEFAULT_TUTOR_PAGE_SIZE).toBe(15);
    expect(BOARD_DISPLAY_DEFAULTS).toEqual({
      days: '3 Days/Week',
      salary: 'Negotiable',
      subjects: ['ENGLISH', 'MATH'],
      tutoringType: 'Home Tutoring',
    });
    expect(DOCUMENT_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe('media fee', () => {
  it('reads a salary, or the lower bound of a range', () => {
    expect(salaryLowerBound(5000)).toBe(5000);
    expect(salaryLowerBound('5000-6000')).toBe(5000);
    expect(salaryLowerBound('5,000 - 6,000 TK')).toBe(5000);
    expect(salaryLowerBound('1,00,000')).toBe(100000);
    expect(salaryLowerBound('Negotiable')).toBeUndefined();
    expect(salaryLowerBound(0)).toBeUndefined();
    expect(salaryLowerBound(undefined)).toBeUndefined();
  });

  it('is 60% of the first month, 40% when the tuition ended within a month, with 20% refunded', () => {
    expect(MEDIA_FEE.rate).toBe(0.6);
    expect(mediaFeeFor('5000-6000')).toBe(3000);
    expect(mediaFeeFor(5000, true)).toBe(2000);
    expect(mediaFeeRefundFor(5000)).toBe(1000);
    expect(mediaFeeFor(5555)).toBe(3333);
    expect(mediaFeeFor('Negotiable')).toBeUndefined();
  });

  it('falls due 30 days after the start', () => {
    expect(mediaFeeDueDate('2026-01-01T00:00:00.000Z').toISOString()).toBe('2026-01-31T00:00:00.000Z');
  });
});
