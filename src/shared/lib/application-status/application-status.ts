// Where a tutor's application stands, as "My Applications", the board and the job details show it: one pure rule
// the server answers with and the tests walk through the lifecycle.
import type { ApplicationStatus, MyApplicationStatus, TuitionStatus } from '../../config/catalogue';

/** What the rule reads of an application and its job. */
export interface ApplicationFacts {
  /** The stored status: pending, accepted (selected) or rejected (not selected). */
  status: ApplicationStatus;
  shortlistedAt?: Date | string | null;
  withdrawnAt?: Date | string | null;
  job: { status: TuitionStatus };
}

/**
 * Withdrawn first (the tutor's own last word), then the decision on this application (Selected stays Selected when
 * the tuition later ends), then the job: closed without a decision is "Job closed", assigned to someone else without
 * a decision is "Not selected"; otherwise Shortlisted once staff put the tutor on the guardian's shortlist, else Applied.
 */
export function myApplicationStatus(facts: ApplicationFacts): MyApplicationStatus {
  if (facts.withdrawnAt) return 'Withdrawn';
  if (facts.status === 'accepted') return 'Selected';
  if (facts.status === 'rejected') return 'Not selected';
  if (facts.job.status === 'closed') return 'Job closed';
  if (facts.job.status === 'assigned') return 'Not selected';
  return facts.shortlistedAt ? 'Shortlisted' : 'Applied';
}

/** A tutor may withdraw while the application is still open: Applied or Shortlisted. */
export function canWithdraw(status: MyApplicationStatus): boolean {
  return status === 'Applied' || status === 'Shortlisted';
}
