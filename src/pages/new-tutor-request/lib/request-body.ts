import type { TutorRequestSubmission } from '@machines/tutor-request-wizard';
import type { StudentTutorRequestBody } from '@/shared/api';

export interface RequestBodyExtras {
  /** The student's display id from their user record; left out while it is unknown. */
  studentId?: number | null;
  /** When the request was posted, as an ISO timestamp. */
  postedAt: string;
}

/**
 * The wizard's checked values as the API takes them, field by field (nothing else slips
 * through): the area travels as `location`; agreeTerms never leaves the form.
 */
export function toTutorRequestBody(submission: TutorRequestSubmission, extras: RequestBodyExtras): StudentTutorRequestBody {
  return {
    studentName: submission.studentName,
    noOfStudents: submission.noOfStudents,
    studentGender: submission.studentGender,
    institution: submission.institution,
    district: submission.district,
    location: submission.area,
    locationDetails: submission.locationDetails,
    medium: submission.medium,
    classLevel: submission.classLevel,
    subjects: submission.subjects,
    tutoringType: submission.tutoringType,
    preferredTutor: submission.preferredTutor,
    days: submission.days,
    tutoringTime: submission.tutoringTime,
    salary: submission.salary,
    notes: submission.notes,
    ...(typeof extras.studentId === 'number' ? { studentId: extras.studentId } : {}),
    postedAt: extras.postedAt,
  };
}
