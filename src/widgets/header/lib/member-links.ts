import type { SessionUser } from '@/entities/session';
import { routes } from '@/shared/config';

/** The key of a link's words in the `common` catalogue (`header.links.<key>`). */
export type MemberLinkKey = 'dashboard' | 'adminDashboard' | 'updateProfile' | 'tuitionBoard' | 'hireTutor';

export interface MemberLink {
  key: MemberLinkKey;
  to: string;
}

/** The logged-in menu of the spec: Dashboard, then Update Profile (members) or Admin Dashboard (admins). */
export function memberLinks(user: SessionUser): MemberLink[] {
  return [
    { key: 'dashboard', to: routes.dashboard(user.id) },
    user.userType === 'admin' ? { key: 'adminDashboard', to: routes.admin } : { key: 'updateProfile', to: routes.updateProfile(user.id) },
  ];
}

/** Links shown to everyone. */
export const publicLinks: MemberLink[] = [
  { key: 'tuitionBoard', to: routes.tuitionBoard },
  { key: 'hireTutor', to: routes.hireTutor },
];
