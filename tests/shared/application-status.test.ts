import { describe, expect, it } from 'vitest';
import { MY_APPLICATION_STATUSES, type ApplicationStatus, type TuitionStatus } from '@/shared/config';
import { canWithdraw, myApplicationStatus } from '@/shared/lib/application-status';

const at = '2026-05-01T10:00:00.000Z';
const facts = (status: ApplicationStatus, job: TuitionStatus, extra: { shortlistedAt?: string; withdrawnAt?: string } = {}) => ({
  status,
  job: { status: job },
  ...extra,
});

describe('myApplicationStatus', () => {
  it('walks the lifecycle: applied, shortlisted, then selected or not selected', () => {
    expect(myApplicationStatus(facts('pending', 'active'))).toBe('Applied');
    expect(myApplicationStatus(facts('pending', 'active', { shortlistedAt: at }))).toBe('Shortlisted');
    expect(myApplicationStatus(facts('accepted', 'assigned', { shortlistedAt: at }))).toBe('Selected');
    expect(myApplicationStatus(facts('rejected', 'assigned', { shortlistedAt: at }))).toBe('Not selected');
    expect(myApplicationStatus(facts('rejected', 'assigned'))).toBe('Not selected');
  });

  it('says Job closed for an open application on a closed job, and keeps a decision made before', () => {
    expect(myApplicationStatus(facts('pending', 'closed'))).toBe('Job closed');
    expect(myApplicationStatus(facts('pending', 'closed', { shortlistedAt: at }))).toBe('Job closed');
    // The tuition ended after the tutor was selected: it was still theirs.
    expect(myApplicationStatus(facts('accepted', 'closed'))).toBe('Selected');
    expect(myApplicationStatus(facts('rejected', 'closed'))).toBe('Not selected');
  });

  it('reads a job assigned to someone else (by hand) as Not selected', () => {
    expect(myApplicationStatus(facts('pending', 'assigned'))).toBe('Not selected');
  });

  it('puts Withdrawn before anything that happened to the job afterwards', () => {
    for (const status of ['pending', 'rejected'] as const) {
      for (const job of ['active', 'assigned', 'closed'] as const) {
        expect(myApplicationStatus(facts(status, job, { withdrawnAt: at, shortlistedAt: at }))).toBe('Withdrawn');
      }
    }
  });

  it('only ever answers one of the six statuses', () => {
    const seen = new Set<string>();
    for (const status of ['pending', 'accepted', 'rejected'] as const) {
      for (const job of ['active', 'assigned', 'closed'] as const) {
        for (const extra of [{}, { shortlistedAt: at }, { withdrawnAt: at }]) seen.add(myApplicationStatus(facts(status, job, extra)));
      }
    }
    expect([...seen].every((status) => (MY_APPLICATION_STATUSES as readonly string[]).includes(status))).toBe(true);
    expect(seen.size).toBe(MY_APPLICATION_STATUSES.length);
  });
});

describe('canWithdraw', () => {
  it('allows withdrawing only while the application is open', () => {
    expect(MY_APPLICATION_STATUSES.filter(canWithdraw)).toEqual(['Applied', 'Shortlisted']);
  });
});
