import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Text dark enough for 4.5:1 on the light badge's tint (green.9 and yellow.9 are not: 3.8 and 2.7).
const TEXT_COLOR = { green: 'brand.8', red: 'red.9', yellow: 'dark.6' } as const;

/** An applicant's status: accepted green, rejected red, anything else yellow (shown as pending). */
export function ApplicantStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('member');
  const label = status === 'accepted' || status === 'rejected' ? status : 'pending';
  const color = status === 'accepted' ? 'green' : status === 'rejected' ? 'red' : 'yellow';
  return (
    <Badge color={color} variant="light" c={TEXT_COLOR[color]}>
      {t(`applicantStatus.${label}`)}
    </Badge>
  );
}
