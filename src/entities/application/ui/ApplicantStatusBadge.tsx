import { Badge } from '@mantine/core';

/** An applicant's status: accepted green, rejected red, anything else yellow (shown as pending). */
export function ApplicantStatusBadge({ status }: { status: string }) {
  const label = status === 'accepted' || status === 'rejected' ? status : 'pending';
  const color = status === 'accepted' ? 'green' : status === 'rejected' ? 'red' : 'yellow';
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
