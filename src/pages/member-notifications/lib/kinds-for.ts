import type { SessionUserType } from '@/entities/session';
import { MEMBER_NOTIFICATION_KIND_LABELS, MEMBER_NOTIFICATION_KINDS, type MemberNotificationKind } from '@/shared/config';

/** The kinds of e-mail a member can get: a guardian/student's request mails, or a tutor's job, document and fee mails. */
export function notificationKindsFor(userType: SessionUserType): MemberNotificationKind[] {
  return MEMBER_NOTIFICATION_KINDS.filter((kind) => MEMBER_NOTIFICATION_KIND_LABELS[kind].who === userType);
}
