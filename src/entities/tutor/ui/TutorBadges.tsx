import { Badge, Group } from '@mantine/core';
import { IconCircleCheck, IconCrown } from '@tabler/icons-react';

/** "Premium" and "Verified", each only where true. */
export function TutorBadges({ isPremium, isVerified }: { isPremium: boolean; isVerified: boolean }) {
  if (!isPremium && !isVerified) return null;
  return (
    <Group gap={6}>
      {isPremium && (
        <Badge color="yellow" variant="light" leftSection={<IconCrown size={12} aria-hidden />}>
          Premium
        </Badge>
      )}
      {isVerified && (
        <Badge color="brand" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
          Verified
        </Badge>
      )}
    </Group>
  );
}
