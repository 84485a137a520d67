import { Badge } from '@mantine/core';
import type { MyApplicationStatus } from '@/shared/config';

// Light badges with text dark enough for 4.5:1 on their tint.
const LOOK: Readonly<Record<MyApplicationStatus, { color: string; text: string }>> = {
  Applied: { color: 'blue', text: 'blue.9' },
  Shortlisted: { color: 'violet', text: 'violet.9' },
  Selected: { color: 'green', text: 'brand.8' },
  'Not selected': { color: 'gray', text: 'dark.6' },
  'Job closed': { color: 'gray', text: 'dark.6' },
  Withdrawn: { color: 'red', text: 'red.9' },
};

/** Where a tutor's own application stands, as My Applications, the board and the details say it. */
export function MyApplicationStatusBadge({ status }: { status: MyApplicationStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" c={look.text} tt="none">
      {status}
    </Badge>
  );
}
