import dayjs from 'dayjs';
import { i18n } from '@/shared/i18n';
import { formatDateTime, formatNumber } from '@/shared/lib/format';

/** A notification's time: 'Just now', 'N min ago', 'N h ago', then the date and time of every screen (formatDateTime). */
export function formatAge(iso: string, now: Date = new Date()): string {
  const at = dayjs(iso);
  const minutes = Math.floor(dayjs(now).diff(at, 'minute', true));
  // The words of the language on screen (`notifications.age` of the admin catalogue).
  const words = (key: string, values: Record<string, string> = {}) => i18n.t(`notifications.age.${key}`, { ns: 'admin', ...values });
  if (minutes < 1) return words('justNow');
  if (minutes < 60) return words('minutes', { minutes: formatNumber(minutes) });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return words('hours', { hours: formatNumber(hours) });
  return formatDateTime(iso);
}
