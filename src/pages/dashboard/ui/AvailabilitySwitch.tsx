import { Stack, Switch, Text } from '@mantine/core';
import { useStoreMap, useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserRecord } from '@/entities/user';
import { $savingAvailabilityIds, availabilityToggled } from '../model/availability';

/** "Available for Tuition" / "Not Available", switched by the tutor (saved at once, put back on failure). */
export function AvailabilitySwitch({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const hintId = useId();
  const { user } = useUserRecord(userId);
  const toggle = useUnit(availabilityToggled);
  const saving = useStoreMap({ store: $savingAvailabilityIds, keys: [userId], fn: (ids, [id]) => ids.includes(id) });
  const isAvailable = user?.isAvailable ?? false;
  return (
    <Stack gap={6}>
      <Switch
        size="md"
        color="green"
        checked={isAvailable}
        // Not disabled while saving: the switch keeps keyboard focus; the model ignores flips meanwhile.
        onChange={(event) => toggle({ userId, isAvailable: event.currentTarget.checked })}
        label={isAvailable ? t('availability.available') : t('availability.notAvailable')}
        aria-describedby={hintId}
        aria-busy={saving || undefined}
        disabled={!user}
        styles={{ label: { fontWeight: 600 } }}
      />
      <Text id={hintId} size="sm" c="dimmed" aria-live="polite">
        {saving
          ? t('availability.saving')
          : isAvailable
            ? t('availability.availableHint')
            : t('availability.notAvailableHint')}
      </Text>
    </Stack>
  );
}
