import type { Testimonial } from '@/shared/api';
import type { TestimonialUserType } from '@/shared/config';

const demo = (
  _id: string,
  userType: TestimonialUserType,
  name: string,
  designation: string,
  testimonial: string,
): Testimonial => ({ _id, userType, name, designation, testimonial, image: null, createdAt: '2025-01-01T00:00:00.000Z' });

/**
 * Shown while there are no real testimonials (spec section 2, Home 7): three per role. Their words in both languages
 * are in the `adminRecords` catalogue under `demoTestimonials.<id>` (the card reads them there).
 */
export const DEMO_TESTIMONIALS: readonly Testimonial[] = Object.freeze([
  demo(
    'demo-tutor-1',
    'tutor',
    'Tanvir Hasan',
    'Physics tutor, University of Dhaka',
    'I completed my profile on a Sunday and was shortlisted for an HSC physics tuition in Mirpur the same week. The trial class made the first meeting easy for everyone.',
  ),
  demo(
    'demo-tutor-2',
    'tutor',
    'Nusrat Jahan',
    'English Medium tutor, Chattogram',
    'The tuition board shows the class, area and salary up front, so I only apply where I can really help. Verification took a day and guardians trust the badge.',
  ),
  demo(
    'demo-tutor-3',
    'tutor',
    'Mahmudul Karim',
    'IELTS instructor, Sylhet',
    'Online tuitions let me teach students in three districts from home. The media fee is clear from the start and there is nothing more after the first month.',
  ),
  demo(
    'demo-student-1',
    'student',
    'Farhana Akter',
    'Guardian of a Class 8 student, Dhanmondi',
    'I shared what my daughter needed and received CVs of three tutors within a day. We chose after a trial class and her math marks have gone up every term.',
  ),
  demo(
    'demo-student-2',
    'student',
    'Rafiq Ahmed',
    'Guardian, Rajshahi',
    'Finding a female tutor for Bangla Medium SSC science near our home used to take weeks. Here it took three days, and the tutor was verified.',
  ),
  demo(
    'demo-student-3',
    'student',
    'Sadia Islam',
    'HSC candidate, Khulna',
    'I needed help with chemistry before my test exams. Registration was free, my tutor came for a trial class, and we continued online during the exam weeks.',
  ),
]);
