import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { requestStatusColor, requestStatusLabel } from '../lib/request-status';

// Text dark enough for 4.5:1 on the light badge's tint (green.9 and yellow.9 are not: 3.8 and 2.7).
const TEXT_COLOR = { green: 'brand.8', red: 'red.9', yellow: 'dark.6' } as const;

/** A tutor request's status: completed/approved green, rejected red, anything else yellow. */
export function RequestStatusBadge({ status }: { status: string }) {
  // Re-renders with the language (the label is read from the member catalogue).
  useTranslation('member');
  const color = requestStatusColor(status);
  return (
    <Badge color={color} variant="light" c={TEXT_COLOR[color]} tt="none" data-status-color={color}>
      {requestStatusLabel(status)}
    </Badge>
  );
}
