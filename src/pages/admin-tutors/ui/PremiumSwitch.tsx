import { Switch } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { premiumChangeRequested } from '../model/premium';

/** The table's premium switch: it never flips by itself, it asks for confirmation first. */
export function PremiumSwitch({ tutorId, name, isPremium }: { tutorId: string; name: string; isPremium: boolean }) {
  const request = useUnit(premiumChangeRequested);
  const { t } = useTranslation('adminRecords');
  return (
    <Switch
      checked={isPremium}
      onChange={() => request({ tutorId, name, isPremium })}
      aria-label={t('premium.switchLabel', { name })}
      color="yellow"
    />
  );
}
