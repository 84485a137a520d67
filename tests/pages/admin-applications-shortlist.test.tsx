import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { fetchApplicantContactFx } from '@/entities/application';
import {
  AdminApplicationsPage,
  applicationsList,
  saveShortlistFx,
  type ShortlistParams,
} from '@/pages/admin-applications';
import { formatJobNumber } from '@/shared/lib/job-number';
import { type AdminApplicationsQuery, contactOf, pageOf, PENDING_JOB, storyApplications } from '../../stories/pages/admin-applications-fixtures';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Admin User', token: 't0k3n', userType: 'admin' as const };

describe('the shortlist on the applications page', () => {
  it('ticks waiting applicants of a pending job and sends them as its shortlist', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async ({ jobId, tutorIds }: ShortlistParams) => ({ message: 'Shortlist sent to the guardian', jobId, tutorIds, stage: 'shortlist_ready' as const }));
    const list = vi.fn(async (query: AdminApplicationsQuery) => pageOf(storyApplications, query));
    const scope = fork({
      handlers: [
        [applicationsList.fetchFx, list],
        [fetchApplicantContactFx, async (tutorId: string) => contactOf(tutorId)],
        [saveShortlistFx, save],
      ],
    });
    renderWithProviders(<AdminApplicationsPage />, { route: '/admin/applications', session: admin, scope });
    const job = storyApplications.find((entry) => entry.jobId === PENDING_JOB)!;
    const card = await screen.findByRole('region', { name: `Job ID: ${formatJobNumber(job.jobNumber)}` });
    const send = within(card).getByRole('button', { name: /Send shortlist/ });
    expect(send).toBeDisabled();
    const boxes = await within(card).findAllByRole('checkbox', { name: /^Shortlist / });
    await user.click(boxes[0]!);
    expect(send).toBeEnabled();
    await user.click(send);
    await waitFor(() => expect(save).toHaveBeenCalledWith({ jobId: PENDING_JOB, tutorIds: [job.applicants[0]!.tutorId] }));
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(1));
  });
});
