import {
  IconBriefcase,
  IconCash,
  IconChecklist,
  IconFilePlus,
  IconLayoutDashboard,
  IconMessageStar,
  IconSchool,
  IconSpeakerphone,
  IconUserQuestion,
  IconUsers,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export interface AdminLink {
  label: string;
  to: string;
  icon: Icon;
}

/** The sidebar's links in the spec's order (admin-area section 2, "Admin layout"). */
export const ADMIN_LINKS: readonly AdminLink[] = [
  { label: 'Dashboard', to: '/admin', icon: IconLayoutDashboard },
  { label: 'Tuitions', to: '/admin/tuitions', icon: IconBriefcase },
  { label: 'Guardians/Students', to: '/admin/students', icon: IconUsers },
  { label: 'Tutors', to: '/admin/tutors', icon: IconSchool },
  { label: 'Create tuition', to: '/admin/create-tuition', icon: IconFilePlus },
  { label: 'Tutor requests', to: '/admin/tutor-requests', icon: IconChecklist },
  { label: 'Applications', to: '/admin/applications', icon: IconUsersGroup },
  { label: 'Guardian/Student requests', to: '/admin/student-tutor-requests', icon: IconUserQuestion },
  { label: 'Testimonials', to: '/admin/testimonials', icon: IconMessageStar },
  { label: 'Payment info', to: '/admin/payment-info', icon: IconCash },
  { label: 'Affiliate', to: '/admin/affiliate', icon: IconSpeakerphone },
];

export const ADMIN_PROFILE_PATH = '/admin/profile';

/** The header's fallbacks while the admin's details are unknown (spec section 2). */
export const ADMIN_DEFAULTS = { initial: 'A', name: 'Admin User' } as const;
