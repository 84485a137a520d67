import { describe, expect, it } from 'vitest';
import { profileChecklist, profileCompleteness, type CompletenessProfile } from '@/shared/lib/profile-completeness';

const school = { institute: 'Rajuk College', curriculum: 'Bangla', group: 'Science', year: '2018', result: '5.00' };
const full: CompletenessProfile = {
  education: {
    ssc: school,
    hsc: school,
    graduation: {
      institution_type: 'University',
      institute: 'BUET',
      degree: 'BSc',
      subject: 'Physics',
      year: '2024',
      result: '3.80',
      status: 'completed',
    },
  },
  tuition: {
    district: 'Dhaka',
    preferredAreas: ['Mirpur'],
    preferredMedium: ['Bangla Medium'],
    preferredClasses: ['Class 9'],
    preferredSubjects: ['Physics'],
    daysPerWeek: '3',
    preferredTime: ['Evening'],
    preferredSalary: '6000',
    experience: '2 years',
  },
  personal: {
    fullName: 'Rafiq Islam',
    phone: '01711111111',
    email: 'rafiq@example.com',
    gender: 'Male',
    currentCity: 'Dhaka',
    currentArea: 'Mirpur',
    permanentLocation: 'Cumilla',
    about: 'Physics tutor',
  },
  hasImage: true,
  nationalIdUploaded: true,
  institutionIdUploaded: true,
};
const empty: CompletenessProfile = { hasImage: false, nationalIdUploaded: false, institutionIdUploaded: false };

describe('profileCompleteness', () => {
  it('is 100 for a full profile and 0 for an empty one', () => {
    expect(profileCompleteness(full)).toBe(100);
    expect(profileCompleteness(empty)).toBe(0);
    expect(profileCompleteness({ ...empty, education: {}, tuition: { preferredAreas: [] }, personal: {} })).toBe(0);
  });

  it('counts 23 equal checks in whole percent, blanks and empty lists not counted', () => {
    expect(profileCompleteness({ ...empty, hasImage: true })).toBe(Math.round(100 / 23));
    expect(profileCompleteness({ ...full, tuition: { ...full.tuition, preferredAreas: ['  '], district: ' ' } })).toBe(
      Math.round((21 / 23) * 100),
    );
  });

  it('takes a post-graduation or a diploma in place of a graduation, but only when finished', () => {
    const degree = full.education!.graduation!;
    const withPost = { ...full, education: { ...full.education, graduation: undefined, postGraduation: degree } };
    expect(profileCompleteness(withPost)).toBe(100);
    const halfDegree = { ...full, education: { ...full.education, graduation: { ...degree, result: '' } } };
    expect(profileCompleteness(halfDegree)).toBe(Math.round((22 / 23) * 100));
  });

  it('does not count staff verification', () => {
    expect(profileCompleteness({ ...full, isVerified: true })).toBe(profileCompleteness(full));
  });
});

describe('profileChecklist', () => {
  it('lists what is missing for verification and, with verification itself, for premium', () => {
    const checklist = profileChecklist({ ...full, nationalIdUploaded: false, personal: { ...full.personal, about: '' } });
    expect(checklist.verification.ready).toBe(false);
    expect(checklist.verification.missing.map((item) => item.key)).toEqual(['nationalId']);
    expect(checklist.premium.missing.map((item) => item.key)).toEqual(['about', 'nationalId', 'verified']);
    expect(checklist.completeness).toBe(Math.round((21 / 23) * 100));
    expect(checklist.items).toHaveLength(24);
  });

  it('is ready for verification when complete, and for premium once verified', () => {
    const unverified = profileChecklist(full);
    expect(unverified.verification).toEqual({ ready: true, missing: [] });
    expect(unverified.premium.missing.map((item) => item.key)).toEqual(['verified']);
    expect(profileChecklist({ ...full, isVerified: true }).premium).toEqual({ ready: true, missing: [] });
  });

  it('names each missing item with a label and the place to fix it', () => {
    const { verification } = profileChecklist(empty);
    expect(verification.missing.map((item) => item.key)).toEqual([
      'ssc',
      'hsc',
      'degree',
      'fullName',
      'phone',
      'gender',
      'nationalId',
      'institutionId',
      'photo',
    ]);
    expect(verification.missing[0]).toEqual({
      key: 'ssc',
      label: 'SSC details',
      section: 'education',
      neededFor: 'verification',
      done: false,
    });
  });
});
