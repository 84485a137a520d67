import { Stack, Switch, Text } from '@mantine/core';
import { useStoreMap, useUnit } from 'effector-react';
import { useId } from 'react';
import { useUserRecord } from '@/entities/user';
import { $savingAvailabilityIds, availabilityToggled } from '../model/availability';

/** "Available for Tuition" / "Not Available", switched by the tutor (saved at once, put back on failure). */
export function AvailabilitySwitch({ userId }: { userId: string }) {
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
        label={isAvailable ? 'Available for Tuition' : 'Not Available'}
        aria-describedby={hintId}
        aria-busy={saving || undefined}
        disabled={!user}
        styles={{ label: { fontWeight: 600 } }}
      />
      <Text id={hintId} size="sm" c="dimmed" aria-live="polite">
        {saving ? 'Saving...' : isAvailable ? 'Guardians can offer you new tuitions.' : 'Switch on to get new tuition offers.'}
      </Text>
    </Stack>
  );
}
