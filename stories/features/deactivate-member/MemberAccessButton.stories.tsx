import type { Meta } from '@storybook/react-vite';
import { $users } from '@/entities/user';
import { MemberAccessButton } from '@/features/deactivate-member';
import type { StaffRole } from '@/shared/config';
import type { AppStoryParameters } from '../../decorators';
import { storyAdmin, storyAdminRecord } from '../../pages/admin-fixtures';

/** Signed in as a staff member of this role (the button shows only to roles the contract lets call the route). */
const signedInAs = (role: StaffRole) =>
  ({
    session: storyAdmin,
    effector: { values: [[$users, { [storyAdmin.id]: { ...storyAdminRecord, role } }]] },
  }) satisfies AppStoryParameters;

// The admin students/tutors rows' Deactivate / Reactivate action (issue 13, item 5); the confirmation opens on click.
const meta = {
  title: 'Features/DeactivateMember/MemberAccessButton',
  component: MemberAccessButton,
  parameters: { layout: 'padded', ...signedInAs('owner') },
} satisfies Meta<typeof MemberAccessButton>;
export default meta;

const member = { _id: '7f3c2a10-4b5e-4c1d-9a8b-000000000001', name: 'Farhana Akter' };

/** An active member, seen by the owner: Deactivate (asks first). */
export function Active() {
  return <MemberAccessButton member={member} />;
}

/** A deactivated member, seen by the owner: Reactivate. */
export function Deactivated() {
  return <MemberAccessButton member={{ ...member, disabled: true }} />;
}

/** A matcher (a role the contract does not let deactivate): no button at all. */
export function NotAllowedRole() {
  return <MemberAccessButton member={member} />;
}
NotAllowedRole.parameters = signedInAs('matcher');
