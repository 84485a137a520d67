import type { User } from '@/shared/api';

/** The number a member is known by: studentId for students, tutorId for tutors; null for admins. */
export function memberIdOf(user: Pick<User, 'studentId' | 'tutorId'>): number | null {
  return user.studentId ?? user.tutorId ?? null;
}
