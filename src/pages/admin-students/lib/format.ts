import { i18n } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/format';

/** A registration date as every screen shows dates (formatDate). */
export const formatRegistered = (iso: string): string => formatDate(iso);

/** A value or 'N/A' (in the language on screen). */
export const orNotAvailable = (value: string | null | undefined): string =>
  value?.trim() ? value : i18n.t('notAvailable', { ns: 'adminRecords' });
