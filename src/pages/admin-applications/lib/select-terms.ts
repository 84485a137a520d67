import { mediaFeeDueDate, MEDIA_FEE } from '@/shared/config';
import { agreedSalaryOf, mediaFeeOf } from '@/shared/lib/fees';
import { i18n } from '@/shared/i18n';
import { DHAKA_TIME_ZONE, formatDate, formatMoney, formatNumber } from '@/shared/lib/format';

/** Today in Bangladesh as YYYY-MM-DD (the server reads a start date without a time as that day in Dhaka). */
export function todayInDhaka(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: DHAKA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The salary the dialog starts with: the job's single salary or its range's lower bound; undefined when negotiable. */
export const suggestedSalary = (jobSalary: string | null | undefined): number | undefined => agreedSalaryOf(jobSalary);

/** A whole Taka amount the server accepts as the agreed salary, or undefined. */
export function validAgreedSalary(value: number | string | undefined): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A real calendar day typed as YYYY-MM-DD. */
export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * What confirming will charge: "A media fee of 3,000 TK (60% of 5,000 TK) will be charged to the tutor, due
 * January 4, 2027 (30 days after the start)." Null until the salary and the start date are valid.
 */
export function feeSummary(agreedSalary: number | undefined, startDate: string | null | undefined): string | null {
  if (agreedSalary === undefined || !isIsoDay(startDate)) return null;
  const fee = mediaFeeOf(agreedSalary);
  const due = mediaFeeDueDate(`${startDate}T00:00:00+06:00`);
  // In the language on screen (`assign.feeSummary` of the admin catalogue), money, numbers and the date formatted for it.
  return i18n.t('assign.feeSummary', {
    ns: 'admin',
    fee: formatMoney(fee),
    rate: formatNumber(Math.round(MEDIA_FEE.rate * 100)),
    salary: formatMoney(agreedSalary),
    due: formatDate(due, '', { timeZone: DHAKA_TIME_ZONE }),
    days: formatNumber(MEDIA_FEE.dueAfterDays),
  });
}
