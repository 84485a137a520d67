import dayjs from 'dayjs';
import { formatDateTime } from '@/shared/lib/format';

/** A notification's time: 'Just now', 'N min ago', 'N h ago', then the date and time of every screen (formatDateTime). */
export function formatAge(iso: string, now: Date = new Date()): string {
  const at = dayjs(iso);
  const minutes = Math.floor(dayjs(now).diff(at, 'minute', true));
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return formatDateTime(iso);
}
