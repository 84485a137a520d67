import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code or data is on its way. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <Center mih="50vh" role="status" aria-live="polite" aria-label={label ?? t('ui.loadingPage')}>
      <Loader />
    </Center>
  );
}
