import type { Application } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/format';

/** How many tutors applied to each job, by jobId. */
export function applicantCountsByJob(applications: readonly Application[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const application of applications) {
    counts[application.jobId] = (counts[application.jobId] ?? 0) + application.applicants.length;
  }
  return counts;
}

/** "1 applicant", "3 applicants", "No applicants yet". */
export function applicantCountLabel(count: number): string {
  if (count <= 0) return i18n.t('applicants.none', { ns: 'member' });
  return i18n.t('applicants.count', { ns: 'member', count, n: formatNumber(count) });
}
