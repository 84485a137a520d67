import { Badge, Group } from '@mantine/core';
import { IconCircleCheck, IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Premium" and "Verified", each only where true. */
export function TutorBadges({ isPremium, isVerified }: { isPremium: boolean; isVerified: boolean }) {
  const { t } = useTranslation('board');
  if (!isPremium && !isVerified) return null;
  return (
    <Group gap={6}>
      {isPremium && (
        <Badge color="yellow" variant="light" leftSection={<IconCrown size={12} aria-hidden />}>
          {t('tutor.premium')}
        </Badge>
      )}
      {isVerified && (
        <Badge color="brand" variant="light" leftSection={<IconCircleCheck size={12} aria-hidden />}>
          {t('tutor.verified')}
        </Badge>
      )}
    </Group>
  );
}
