import { formatDate } from '@/shared/lib/format';

/** A registration date as every screen shows dates (formatDate). */
export const formatRegistered = (iso: string): string => formatDate(iso);

/** A value or 'N/A'. */
export const orNotAvailable = (value: string | null | undefined): string => (value?.trim() ? value : 'N/A');
