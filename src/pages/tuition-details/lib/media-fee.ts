import { MEDIA_FEE, mediaFeeDueDate, mediaFeeFor, mediaFeeRefundFor, salaryLowerBound } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { formatDate, formatMoney, localDigits } from '@/shared/lib/format';

/** What the job page tells a tutor about the media fee before they apply. */
export interface MediaFeePreview {
  /** "Media fee: 3,000 TK", or "Media fee: 60% of the agreed first month's salary" when negotiable. */
  headline: string;
  /** What the amount is based on, e.g. "(60% of the first month's salary of 5,000 TK)"; null when negotiable. */
  basis: string | null;
  /** "Due 30 days after the tuition starts, after your first salary." */
  due: string;
  /** "For a tuition starting today, that is April 4, 2026." */
  dueExample: string;
  /** The early-end rule, with amounts when the salary is known. */
  refund: string;
}

const percent = (rate: number): string => localDigits(`${Math.round(rate * 100)}%`);

/** The words, from the `board` catalogue's `mediaFee` group (English there is the text tests and the spec read). */
const words = (key: string, values: Record<string, string> = {}): string => i18n.t(`mediaFee.${key}`, { ns: 'board', ...values });

/** Every amount in a salary text ("5,000 - 6,000 TK" gives [5000, 6000]). */
function amountsIn(salary: string): number[] {
  return (salary.replace(/(?<=\d),(?=\d)/g, '').match(/\d+(?:\.\d+)?/g) ?? []).map(Number).filter((n) => n > 0);
}

/**
 * The media fee a job would carry: 60% of the first month's salary (the lower end of a range),
 * due 30 days after the start, 40% with 20% refunded when the tuition ends within a month.
 * `salary` is the job's text ("5000", "5000-6000") or null for a negotiable salary.
 */
export function mediaFeePreview(salary: string | null | undefined, now: Date = new Date()): MediaFeePreview {
  const rate = percent(MEDIA_FEE.rate);
  const earlyRate = percent(MEDIA_FEE.earlyEndRate);
  const refundRate = percent(MEDIA_FEE.earlyEndRefundRate);
  const due = words('due', { days: localDigits(String(MEDIA_FEE.dueAfterDays)) });
  const dueExample = words('dueExample', { date: formatDate(mediaFeeDueDate(now)) });

  const base = salaryLowerBound(salary);
  const fee = mediaFeeFor(salary);
  const earlyFee = mediaFeeFor(salary, true);
  const refund = mediaFeeRefundFor(salary);
  if (base === undefined || fee === undefined || earlyFee === undefined || refund === undefined) {
    return {
      headline: words('headlineNegotiable', { rate }),
      basis: null,
      due,
      dueExample,
      refund: words('refundNegotiable', { earlyRate, refundRate }),
    };
  }

  const amounts = amountsIn(salary ?? '');
  const top = Math.max(...amounts);
  const range = amounts.length > 1 && top > base ? words('range', { from: formatMoney(base), to: formatMoney(top) }) : '';
  return {
    headline: words('headline', { fee: formatMoney(fee) }),
    basis: words('basis', { rate, base: formatMoney(base), range }),
    due,
    dueExample,
    refund: words('refund', { earlyRate, earlyFee: formatMoney(earlyFee), refundRate, refund: formatMoney(refund) }),
  };
}
