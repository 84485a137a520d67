import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyApplicationStatus } from '@/shared/config';

// Light badges with text dark enough for 4.5:1 on their tint.
const LOOK: Readonly<Record<MyApplicationStatus, { color: string; text: string; key: string }>> = {
  Applied: { color: 'blue', text: 'blue.9', key: 'applied' },
  Shortlisted: { color: 'violet', text: 'violet.9', key: 'shortlisted' },
  Selected: { color: 'green', text: 'brand.8', key: 'selected' },
  'Not selected': { color: 'gray', text: 'dark.6', key: 'notSelected' },
  'Job closed': { color: 'gray', text: 'dark.6', key: 'jobClosed' },
  Withdrawn: { color: 'red', text: 'red.9', key: 'withdrawn' },
};

/** A status's words in the language on screen (its English value stays the data's). */
export function myApplicationStatusKey(status: MyApplicationStatus): string {
  return `applicationStatus.${LOOK[status].key}`;
}

/** Where a tutor's own application stands, as My Applications, the board and the details say it. */
export function MyApplicationStatusBadge({ status }: { status: MyApplicationStatus }) {
  const { t } = useTranslation('member');
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" c={look.text} tt="none">
      {t(myApplicationStatusKey(status))}
    </Badge>
  );
}
