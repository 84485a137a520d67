import { Badge } from '@mantine/core';
import { requestStatusColor, requestStatusLabel } from '../lib/request-status';

const TEXT_COLOR = { green: 'green.9', red: 'red.9', yellow: 'yellow.9' } as const;

/** A tutor request's status: completed/approved green, rejected red, anything else yellow. */
export function RequestStatusBadge({ status }: { status: string }) {
  const color = requestStatusColor(status);
  return (
    <Badge color={color} variant="light" c={TEXT_COLOR[color]} tt="none" data-status-color={color}>
      {requestStatusLabel(status)}
    </Badge>
  );
}
