import type { z } from 'zod';
import type { PublicTutorRequest, publicTutorRequestBodySchema } from '../../src/shared/api/contract';
import {
  areasOf,
  categoryOf,
  classesOf,
  isSubject,
  normalizeDistrict,
} from '../../src/shared/config/catalogue';
import type { Database } from '../db/database';
import { publicTutorRequests, type PublicTutorRequestRow } from '../db/schema';
import { badRequest } from '../errors';
import type { Clock } from './clock';
import { notifyAdmins } from './notifications';
import { assertDailyLimit } from './daily-limits';
import { normalizePhone } from './users';

type PublicTutorRequestInput = z.output<typeof publicTutorRequestBodySchema>;

export const tutorRequestMessages = {
  created: 'Your tutor request has been submitted successfully. Our representative will contact you within 24 hours.',
  unknownDistrict: 'district: Please choose one of the 64 districts',
  unknownCategory: 'medium: Please choose a category from the list',
};

export function toPublicTutorRequestDto(row: PublicTutorRequestRow): PublicTutorRequest {
  return {
    _id: row.id,
    studentName: row.studentName,
    phone: row.phone,
    medium: row.medium,
    classLevel: row.classLevel,
    subjects: row.subjects,
    district: row.district,
    area: row.area,
    address: row.address,
    isCompleted: row.isCompleted,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A request's choices that the catalogue governs (the Hire a Tutor form's and the student wizard's). */
export interface CatalogueChoice {
  district: string;
  area: string;
  medium: string;
  classLevel: string;
  subjects: readonly string[];
}

/**
 * The catalogue checks of a tutor request (what the forms' dependent selects allow): a known district and one of its
 * areas, a known category and one of its classes, known subjects. Answers the values in the catalogue's spelling;
 * `areaField` names the area in the refusal as the body does (the student wizard sends it as location).
 */
export function checkAgainstCatalogue(body: CatalogueChoice, areaField: 'area' | 'location' = 'area') {
  const problems: string[] = [];
  const district = normalizeDistrict(body.district);
  if (!district) problems.push(tutorRequestMessages.unknownDistrict);
  const area = district ? areasOf(district).find((candidate) => candidate.toLowerCase() === body.area.toLowerCase()) : undefined;
  if (district && !area) problems.push(`${areaField}: Please choose an area of ${district}`);
  const category = categoryOf(body.medium);
  if (!category) problems.push(tutorRequestMessages.unknownCategory);
  const classLevel = category
    ? classesOf(category.slug).find((candidate) => candidate.toLowerCase() === body.classLevel.toLowerCase())
    : undefined;
  if (category && !classLevel) problems.push(`classLevel: Please choose a class of ${category.label}`);
  const unknownSubjects = body.subjects.filter((subject) => !isSubject(subject));
  if (unknownSubjects.length > 0) problems.push(`subjects: Unknown subject: ${unknownSubjects.join(', ')}`);
  if (problems.length > 0 || !district || !area || !category || !classLevel) throw badRequest(problems.join('; '));
  return { district, area, medium: category.label, classLevel };
}

/** POST /api/auth/create_tutor_request: stored for the admin's simple list, and the team is told. */
export async function createPublicTutorRequest(
  db: Database,
  clock: Clock,
  body: PublicTutorRequestInput,
  /** The signed-in member who sent it (their "My requests"); null for a guest. */
  memberUserId: string | null = null,
): Promise<{ message: string; data: PublicTutorRequest }> {
  const checked = checkAgainstCatalogue(body);
  const now = clock.now();
  await assertDailyLimit(db, 'hireRequests', normalizePhone(body.phone), now);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(publicTutorRequests)
      .values({
        userId: memberUserId,
        studentName: body.studentName,
        phone: normalizePhone(body.phone),
        medium: checked.medium,
        classLevel: checked.classLevel,
        subjects: body.subjects,
        district: checked.district,
        area: checked.area,
        address: body.address,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await notifyAdmins(tx, {
      kind: 'public_tutor_request',
      title: 'New Tutor Request',
      message: `${created!.studentName} (${created!.phone}) needs a tutor for ${created!.classLevel}, ${created!.medium} in ${created!.area}, ${created!.district}`,
      link: '/admin/tutor-requests',
      createdAt: now,
    });
    return created!;
  });
  return { message: tutorRequestMessages.created, data: toPublicTutorRequestDto(row) };
}
