import { i18n } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/format';

export const NO_DEADLINE_TEXT = 'No deadline specified';

/** The deadline as "Month D, YYYY"; a deadline that is not a date is shown as written; none gives "No deadline specified". */
export function offerDeadline(deadline: string | null | undefined): string {
  const value = deadline?.trim();
  if (!value) return i18n.t('offer.noDeadline', { ns: 'adminRecords' });
  return formatDate(value, value);
}
