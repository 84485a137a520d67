// Issue 13: selecting a tutor with an overdue fee on another tuition answers 409; the owner and finance (the contract's
// FEE_OVERRIDE_ROLES) may select anyway with a reason. The Select Tutor dialog, through the real request layer and the
// contract's schemas (only fetch is stood in): the message for every role, "Override with a reason" for those whose
// role may, a required reason, and the retry carrying `override: { reason }`.
import { screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $users } from '@/entities/user';
import { SelectTutorDialog } from '@/pages/admin-applications';
import {
  ASSIGN_TUTOR_MESSAGES,
  FEE_OVERRIDE_ROLES,
  selectTutorBodySchema,
  type ApplicationUpdated,
  type SelectTutorBody,
  type User,
} from '@/shared/api';
import { STAFF_ROLES, type StaffRole } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { selected, storyApplications } from '../../stories/pages/admin-applications-fixtures';
import { storyAdmin, storyAdminRecord } from '../../stories/pages/admin-fixtures';
import { renderWithProviders } from '../render';

const JOB = storyApplications[0]!;
const TUTOR_ID = '3f2b8c1e-5d4a-4b7e-9c6f-1a2b3c4d5e6f';
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const overdue = () => json(409, { message: ASSIGN_TUTOR_MESSAGES.overdueCommission });
const ok = (): Response => json(200, { success: true, data: selected(JOB, JOB.applicants[0]!.tutorId) } satisfies ApplicationUpdated);
/** The bodies sent, read back through the contract's schema (what the server would parse). */
const selectCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/tuitionApply/select/'));
const sentBodies = (): SelectTutorBody[] => selectCalls().map(([, init]) => selectTutorBodySchema.parse(JSON.parse(String(init?.body))));

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  await i18n.changeLanguage('en');
});

function renderDialog(role: StaffRole | null) {
  const onClose = vi.fn();
  const record: User = { ...storyAdminRecord, role };
  const scope = fork({ values: [[$users, { [storyAdmin.id]: record }]] });
  const view = renderWithProviders(
    <SelectTutorDialog opened onClose={onClose} jobId={JOB.jobId} jobNumber={JOB.jobNumber} jobSalary="5000" tutorId={TUTOR_ID} tutorName="Farhana Akter" />,
    { session: storyAdmin, scope, route: '/select' },
  );
  return { ...view, onClose };
}

async function refusedAsOverdue(role: StaffRole | null) {
  fetchMock.mockResolvedValueOnce(overdue());
  const view = renderDialog(role);
  const dialog = within(await screen.findByRole('dialog', { name: 'Select tutor' }));
  await view.user.click(dialog.getByRole('button', { name: 'Confirm selection' }));
  expect(await dialog.findByRole('alert')).toHaveTextContent(ASSIGN_TUTOR_MESSAGES.overdueCommission);
  return { ...view, dialog };
}

describe('Select Tutor: overriding an overdue fee', () => {
  it('the roles offered the override are the contract\u2019s (owner and finance)', () => {
    expect([...FEE_OVERRIDE_ROLES].sort()).toEqual(['finance', 'owner']);
  });

  it.each(STAFF_ROLES.filter((role) => !FEE_OVERRIDE_ROLES.includes(role)))('%s sees the message only', async (role) => {
    const { dialog } = await refusedAsOverdue(role);
    expect(dialog.queryByRole('button', { name: 'Override with a reason' })).not.toBeInTheDocument();
    expect(dialog.queryByLabelText(/Reason for the override/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('an account whose role is not known (yet) sees the message only', async () => {
    const { dialog } = await refusedAsOverdue(null);
    expect(dialog.queryByRole('button', { name: 'Override with a reason' })).not.toBeInTheDocument();
  });

  it.each(FEE_OVERRIDE_ROLES)('%s overrides with a required reason and the retry carries it', async (role) => {
    const { dialog, user, onClose } = await refusedAsOverdue(role);
    await user.click(dialog.getByRole('button', { name: 'Override with a reason' }));
    const reason = dialog.getByLabelText(/Reason for the override/);
    expect(reason).toBeRequired();
    // No reason (or one too short): nothing is sent, the box says why.
    await user.click(dialog.getByRole('button', { name: 'Select with override' }));
    expect(dialog.getByText('Please give a reason (at least 3 characters)')).toBeInTheDocument();
    await user.type(reason, 'ok');
    await user.click(dialog.getByRole('button', { name: 'Select with override' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(ok());
    await user.type(reason, ' — fee promised by Friday');
    await user.click(dialog.getByRole('button', { name: 'Select with override' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(selectCalls()).toHaveLength(2);
    const [first, retry] = sentBodies();
    expect(first).toEqual({ tutorId: TUTOR_ID, agreedSalary: 5000, startDate: expect.any(String) });
    expect(retry).toEqual({ ...first, override: { reason: 'ok — fee promised by Friday' } });
    expect(String(selectCalls()[1]![0])).toBe(`/api/tuitionApply/select/${JOB.jobId}`);
    expect(selectCalls()[1]![1]?.method).toBe('PUT');
  });

  it('a refused override (the server\u2019s 403) is told in the dialog, the reason kept', async () => {
    const { dialog, user } = await refusedAsOverdue('finance');
    await user.click(dialog.getByRole('button', { name: 'Override with a reason' }));
    await user.type(dialog.getByLabelText(/Reason for the override/), 'Guardian insists');
    fetchMock.mockResolvedValueOnce(json(403, { message: ASSIGN_TUTOR_MESSAGES.overrideNotAllowed }));
    await user.click(dialog.getByRole('button', { name: 'Select with override' }));
    expect(await dialog.findByText(ASSIGN_TUTOR_MESSAGES.overrideNotAllowed)).toBeInTheDocument();
    expect(dialog.getByLabelText(/Reason for the override/)).toHaveValue('Guardian insists');
  });

  it('reads in Bangla', async () => {
    await i18n.changeLanguage('bn');
    fetchMock.mockResolvedValueOnce(overdue());
    const { user } = renderDialog('owner');
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'নির্বাচন নিশ্চিত করুন' }));
    await user.click(await dialog.findByRole('button', { name: 'কারণসহ ওভাররাইড করুন' }));
    expect(dialog.getByLabelText(/ওভাররাইডের কারণ/)).toBeInTheDocument();
  });
});
