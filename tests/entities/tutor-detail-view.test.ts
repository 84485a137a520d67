import { describe, expect, it } from 'vitest';
import { educationRowsOf, toTutorDetailView, tutorImageUrl } from '@/entities/tutor';
import { fullTutorDetail, sparseTutorDetail } from '../../stories/entities/tutor/tutor-fixtures';

describe('toTutorDetailView', () => {
  it('says "Not provided" for everything the tutor did not fill in, never a made-up value', () => {
    expect(toTutorDetailView(sparseTutorDetail)).toEqual({
      id: '6650f0c2a1b2c3d4e5f69999',
      displayId: '6650f0c2...',
      name: 'Shakil Ahmed',
      image: null,
      gender: 'Not provided',
      place: 'Rajshahi',
      qualification: 'Not provided',
      experience: 'Not provided',
      salary: 'Not provided',
      status: 'Available',
      daysPerWeek: 'Not provided',
      teachingStyle: 'Not provided',
      learningPlace: 'Not provided',
      extraFacilities: 'Not provided',
      preferredTime: 'Not provided',
      preferredMedium: [],
      preferredClasses: [],
      preferredSubjects: [],
      preferredArea: 'Not provided',
    });
  });

  it('shows what the tutor entered, with the medium slugs as labels', () => {
    const view = toTutorDetailView({ ...fullTutorDetail, image: 'uploads/tutors/rahima.jpg' });
    expect(view).toMatchObject({
      displayId: '6650f0c2...',
      image: '/uploads/tutors/rahima.jpg',
      gender: 'Female',
      place: 'Dhanmondi, Dhaka',
      qualification: 'BSc',
      experience: '3+ years',
      salary: '8000 TK/Month',
      daysPerWeek: '4 days',
      preferredTime: 'Afternoon, Evening',
      preferredMedium: ['Bangla Medium', 'English Version'],
      preferredClasses: ['Class 9', 'Class 10', 'SSC', 'HSC First Year'],
      preferredSubjects: ['Physics', 'Higher Math', 'Chemistry'],
      preferredArea: 'Dhanmondi, Mohammadpur, Lalmatia',
    });
  });

  it('reads experience "N years" (one year singular), worded salaries as they are, and real availability', () => {
    const base = fullTutorDetail;
    const view = (tuition: Partial<typeof base.tuition>, isAvailable = true) =>
      toTutorDetailView({ ...base, isAvailable, tuition: { ...base.tuition, ...tuition } });
    expect(view({ experience: '<1' }).experience).toBe('<1 years');
    expect(view({ experience: '1' }).experience).toBe('1 year');
    expect(view({ experience: '2' }).experience).toBe('2 years');
    expect(view({ preferredSalary: '5000-6000' }).salary).toBe('5000-6000 TK/Month');
    expect(view({ preferredSalary: 'Negotiable' }).salary).toBe('Negotiable');
    expect(view({ preferredTime: ['Morning'] }).preferredTime).toBe('Morning');
    expect(view({}, false).status).toBe('Not Available');
  });
});

describe('educationRowsOf', () => {
  it('gives the three rows with the spec labels', () => {
    expect(educationRowsOf(fullTutorDetail.education)).toEqual([
      { examName: 'SSC / O-level / Dakhil', year: '2016', institution: 'Viqarunnisa Noon School', groupSubject: 'Science', result: '5.00' },
      { examName: 'HSC / A level / Alim', year: '2018', institution: 'Holy Cross College', groupSubject: 'Science', result: '5.00' },
      {
        examName: 'Graduation / Bachelor / Diploma',
        year: '2023',
        institution: 'University of Dhaka',
        groupSubject: 'BSc in Physics',
        result: '3.78',
      },
    ]);
  });

  it('fills empty cells and an empty graduation with N/A', () => {
    const rows = educationRowsOf({ ssc: { institute: 'Rajshahi Collegiate School', year: '2019', group: '', result: '' } });
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual({
      examName: 'SSC / O-level / Dakhil',
      year: '2019',
      institution: 'Rajshahi Collegiate School',
      groupSubject: 'N/A',
      result: 'N/A',
    });
    expect(rows[2]).toEqual({
      examName: 'Graduation / Bachelor / Diploma',
      year: 'N/A',
      institution: 'N/A',
      groupSubject: 'N/A',
      result: 'N/A',
    });
  });

  it('has no rows when no education was entered (the page then says so)', () => {
    expect(educationRowsOf({})).toEqual([]);
    expect(educationRowsOf(undefined)).toEqual([]);
    expect(educationRowsOf({ ssc: { institute: '  ', year: '' } })).toEqual([]);
  });

  it('joins a degree and its subject without saying the subject twice', () => {
    const rows = educationRowsOf({
      graduation: { institute: 'BAU', degree: 'BSc in Agriculture', subject: 'Agriculture', year: '2022', result: '3.60', status: 'completed' },
    });
    expect(rows[2]?.groupSubject).toBe('BSc in Agriculture');
  });

  it('puts a diploma in the graduation row when there is no degree, and adds a master degree row', () => {
    const rows = educationRowsOf({
      diploma: {
        institution_type: 'Polytechnic Institute',
        institute: 'Dhaka Polytechnic Institute',
        field: 'Computer Technology',
        duration: '4 years',
        year: '2020',
        result: '3.50',
        status: 'completed',
      },
      postGraduation: { institute: 'BUET', degree: 'MSc', subject: 'CSE', year: '2024', result: '3.90', status: 'completed' },
    });
    expect(rows.map((row) => [row.examName, row.institution, row.groupSubject])).toEqual([
      ['SSC / O-level / Dakhil', 'N/A', 'N/A'],
      ['HSC / A level / Alim', 'N/A', 'N/A'],
      ['Graduation / Bachelor / Diploma', 'Dhaka Polytechnic Institute', 'Computer Technology'],
      ['Post Graduation / Masters', 'BUET', 'MSc in CSE'],
    ]);
  });
});

describe('tutorImageUrl', () => {
  it('keeps absolute addresses, puts relative paths under this host, and has none for a missing image', () => {
    expect(tutorImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(tutorImageUrl('/uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(tutorImageUrl('uploads/a.jpg')).toBe('/uploads/a.jpg');
    expect(tutorImageUrl('')).toBeNull();
    expect(tutorImageUrl(null)).toBeNull();
  });
});
