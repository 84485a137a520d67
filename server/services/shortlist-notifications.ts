import type { Transaction } from '../db/database';
import type { TuitionRow } from '../db/schema';
import { notifyMembers, shortlistedEvents, shortlistReadyEvents } from './member-notifications';

export interface ShortlistEvent {
  job: TuitionRow;
  /** The guardian the job is for (null: a job staff created without an account). */
  guardianUserId: string | null;
  /** Tutors put on the list by this change (those already on it were told before). */
  newlyShortlisted: string[];
  /** How many tutors the list holds now. */
  size: number;
  at: Date;
}

/**
 * The member notifications of a shortlist, in the shortlist's transaction (inbox rows and queued mails commit with
 * it or not at all): 'shortlisted' to each newly shortlisted tutor, 'shortlist_ready' to the guardian.
 */
export async function tellShortlist(tx: Transaction, event: ShortlistEvent): Promise<void> {
  await notifyMembers(
    tx,
    [...shortlistedEvents(event.job, event.newlyShortlisted), ...shortlistReadyEvents(event.job, event.guardianUserId, event.size)],
    event.at,
  );
}
