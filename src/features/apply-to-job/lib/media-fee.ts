import { MEDIA_FEE, mediaFeeDueDate, mediaFeeFor, mediaFeeRefundFor, salaryLowerBound } from '@/shared/config';
import { formatDate, formatMoney } from '@/shared/lib/format';

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

const percent = (rate: number): string => `${Math.round(rate * 100)}%`;

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
  const due = `Due ${MEDIA_FEE.dueAfterDays} days after the tuition starts, after your first salary.`;
  const dueExample = `For a tuition starting today, that is ${formatDate(mediaFeeDueDate(now))}.`;

  const base = salaryLowerBound(salary);
  const fee = mediaFeeFor(salary);
  const earlyFee = mediaFeeFor(salary, true);
  const refund = mediaFeeRefundFor(salary);
  if (base === undefined || fee === undefined || earlyFee === undefined || refund === undefined) {
    return {
      headline: `Media fee: ${rate} of the agreed first month's salary`,
      basis: null,
      due,
      dueExample,
      refund: `If the tuition ends within the first month, the fee is ${earlyRate} and the remaining ${refundRate} is refunded.`,
    };
  }

  const amounts = amountsIn(salary ?? '');
  const top = Math.max(...amounts);
  const range = amounts.length > 1 && top > base ? `, the lower end of the ${formatMoney(base)} to ${formatMoney(top)} range` : '';
  return {
    headline: `Media fee: ${formatMoney(fee)}`,
    basis: `(${rate} of the first month's salary of ${formatMoney(base)}${range})`,
    due,
    dueExample,
    refund:
      `If the tuition ends within the first month, the fee is ${earlyRate} (${formatMoney(earlyFee)}) ` +
      `and the remaining ${refundRate} (${formatMoney(refund)}) is refunded.`,
  };
}
