import {
  IconActivity,
  IconBriefcase,
  IconCash,
  IconChecklist,
  IconFilePlus,
  IconLayoutDashboard,
  IconMessageStar,
  IconReceipt,
  IconSchool,
  IconSpeakerphone,
  IconUserQuestion,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { ROUTE_ACCESS, roleAllows, type ContractRouteKey } from '@/shared/api';
import type { StaffRole } from '@/shared/config';

export interface AdminLink {
  /** The English label (the spec's words). */
  label: string;
  /**
   * Its key in the `admin` catalogue (or `ns:key` in another namespace the page loads), shown in the language on
   * screen; a link without one shows `label`.
   */
  labelKey?: string;
  to: string;
  icon: Icon;
  /** The API routes the page cannot work without: a staff member sees the link when their role may call all of them. */
  needs: readonly ContractRouteKey[];
}

/** The sidebar's links in the spec's order (admin-area section 2, "Admin layout"). */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { label: 'Dashboard', labelKey: 'layout.links.dashboard', to: '/admin', icon: IconLayoutDashboard, needs: ['GET /api/admin/stats'] },
  { label: 'Tuitions', labelKey: 'layout.links.tuitions', to: '/admin/tuitions', icon: IconBriefcase, needs: ['GET /api/admin/tuitions'] },
  { label: 'Guardians/Students', labelKey: 'layout.links.students', to: '/admin/students', icon: IconUsers, needs: ['GET /api/auth/get_all_users'] },
  { label: 'Tutors', labelKey: 'layout.links.tutors', to: '/admin/tutors', icon: IconSchool, needs: ['GET /api/admin/tutors'] },
  { label: 'Create tuition', labelKey: 'layout.links.createTuition', to: '/admin/create-tuition', icon: IconFilePlus, needs: ['POST /api/tuitions/create'] },
  { label: 'Tutor requests', labelKey: 'layout.links.tutorRequests', to: '/admin/tutor-requests', icon: IconChecklist, needs: ['GET /api/auth/get_tutor_request'] },
  { label: 'Applications', labelKey: 'layout.links.applications', to: '/admin/applications', icon: IconUsersGroup, needs: ['PUT /api/tuitionApply/select/:jobId'] },
  {
    label: 'Guardian/Student requests', labelKey: 'layout.links.studentRequests',
    to: '/admin/student-tutor-requests',
    icon: IconUserQuestion,
    needs: ['PUT /api/students/change-request-status/:id'],
  },
  { label: 'Testimonials', labelKey: 'layout.links.testimonials', to: '/admin/testimonials', icon: IconMessageStar, needs: ['POST /api/testimonials/add'] },
  { label: 'Payment info', labelKey: 'layout.links.paymentInfo', to: '/admin/payment-info', icon: IconCash, needs: ['GET /api/payments'] },
  { label: 'Affiliate', labelKey: 'layout.links.affiliate', to: '/admin/affiliate', icon: IconSpeakerphone, needs: ['POST /api/affiliate/add'] },
  {
    label: 'Member reports', labelKey: 'money:sidebar.memberReports',
    to: '/admin/member-reports',
    icon: IconReceipt,
    needs: ['GET /api/admin/tuition-end-reports'],
  },
  { label: 'Activity log', labelKey: 'layout.links.activity', to: '/admin/activity', icon: IconActivity, needs: ['GET /api/admin/activity'] },
];

/**
 * The links a staff member's role may open (ROUTE_ACCESS decides, as on the server). An unknown role (the account not
 * loaded yet, or not loadable) shows every link: the server still refuses what the role may not do.
 */
export function adminLinksFor(role: StaffRole | null | undefined): readonly AdminLink[] {
  if (role === undefined) return ADMIN_LINKS;
  return ADMIN_LINKS.filter((link) => link.needs.every((key) => roleAllows(ROUTE_ACCESS[key], role)));
}

export const ADMIN_PROFILE_PATH = '/admin/profile';

/** The header's fallbacks while the admin's details are unknown (spec section 2). */
export const ADMIN_DEFAULTS = { initial: 'A', name: 'Admin User', nameKey: 'layout.defaultName' } as const;
