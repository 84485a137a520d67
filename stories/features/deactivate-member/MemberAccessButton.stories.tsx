import type { Meta } from '@storybook/react-vite';
import { MemberAccessButton } from '@/features/deactivate-member';

// The admin students/tutors rows' Deactivate / Reactivate action (issue 13, item 5); the confirmation opens on click.
const meta = {
  title: 'Features/DeactivateMember/MemberAccessButton',
  component: MemberAccessButton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MemberAccessButton>;
export default meta;

const member = { _id: '7f3c2a10-4b5e-4c1d-9a8b-000000000001', name: 'Farhana Akter' };

/** An active member: Deactivate (asks first). */
export function Active() {
  return <MemberAccessButton member={member} />;
}

/** A deactivated member: Reactivate. */
export function Deactivated() {
  return <MemberAccessButton member={{ ...member, disabled: true }} />;
}
