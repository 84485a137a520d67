import type { SessionUser } from '@/entities/session';
import { routes } from '@/shared/config';

export interface MemberLink {
  label: string;
  to: string;
}

/** The logged-in menu of the spec: Dashboard, then Update Profile (members) or Admin Dashboard (admins). */
export function memberLinks(user: SessionUser): MemberLink[] {
  return [
    { label: 'Dashboard', to: routes.dashboard(user.id) },
    user.userType === 'admin'
      ? { label: 'Admin Dashboard', to: routes.admin }
      : { label: 'Update Profile', to: routes.updateProfile(user.id) },
  ];
}

/** Links shown to everyone. */
export const publicLinks: MemberLink[] = [
  { label: 'Tuition Board', to: routes.tuitionBoard },
  { label: 'Hire a Tutor', to: routes.hireTutor },
];
