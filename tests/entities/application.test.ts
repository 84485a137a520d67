import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $applications,
  $applicationsStatus,
  applicantCountLabel,
  applicantCountsByJob,
  applicationsRequested,
  fetchApplicationsFx,
  type Application,
} from '@/entities/application';
import { ApiError } from '@/shared/api';
import { applications } from '../../stories/pages/member-fixtures';

describe('applications', () => {
  it('counts applicants by job', () => {
    const more: Application = { jobId: 'job-2', jobNumber: 10002, isAssigned: true, studentId: 5001, applicants: [applications[0]!.applicants[0]!] };
    expect(applicantCountsByJob([...applications, more])).toEqual({ 'job-7781': 3, 'job-2': 1 });
    expect(applicantCountsByJob([])).toEqual({});
  });

  it('labels a count', () => {
    expect(applicantCountLabel(0)).toBe('No applicants yet');
    expect(applicantCountLabel(1)).toBe('1 applicant');
    expect(applicantCountLabel(4)).toBe('4 applicants');
  });

  it('loads the list, and remembers a failure', async () => {
    const scope = fork({ handlers: [[fetchApplicationsFx, async () => applications]] });
    await allSettled(applicationsRequested, { scope });
    expect(scope.getState($applicationsStatus)).toBe('ready');
    expect(scope.getState($applications)).toEqual(applications);

    const failing = fork({
      handlers: [
        [
          fetchApplicationsFx,
          async () => {
            throw new ApiError('Server error', 500, true);
          },
        ],
      ],
    });
    await allSettled(applicationsRequested, { scope: failing });
    expect(failing.getState($applicationsStatus)).toBe('error');
  });
});
