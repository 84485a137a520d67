// Issue 16: an SMS switch per kind beside the e-mail switch, saved with them; in Bangla too.
import { screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  fetchNotificationPreferencesFx,
  NotificationPreferencesForm,
  saveNotificationPreferencesFx,
} from '@/pages/member-notifications';
import type { NotificationPreferences, NotificationPreferencesBody } from '@/shared/api';
import { MEMBER_NOTIFICATION_KINDS } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { renderWithProviders } from '../render';

const allOn = Object.fromEntries(MEMBER_NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationPreferences;
const smsDefault = Object.fromEntries(
  MEMBER_NOTIFICATION_KINDS.map((kind) => [kind, ['selected', 'shortlist_ready', 'fee_due_soon', 'fee_overdue'].includes(kind)]),
) as NotificationPreferences;

function renderForm() {
  const save = vi.fn(async (body: NotificationPreferencesBody) => ({
    message: 'Your e-mail settings are saved.',
    preferences: allOn,
    sms: { ...smsDefault, ...body.sms },
  }));
  const scope = fork({
    handlers: [
      [fetchNotificationPreferencesFx, vi.fn(async () => ({ preferences: allOn, sms: smsDefault }))],
      [saveNotificationPreferencesFx, save],
    ],
  });
  const rendered = renderWithProviders(<NotificationPreferencesForm userType="tutor" />, { scope });
  return { ...rendered, save };
}

describe('notification settings: SMS', () => {
  it('shows an SMS switch beside each e-mail switch and saves the change with the e-mail switches', async () => {
    const { user, save } = renderForm();
    const selectedSms = await screen.findByRole('switch', { name: /^SMS: Selected/ });
    expect(selectedSms).toBeChecked();
    const shortlistedSms = screen.getByRole('switch', { name: /^SMS: Shortlisted/ });
    expect(shortlistedSms).not.toBeChecked();
    await user.click(selectedSms);
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0].sms).toMatchObject({ selected: false, shortlisted: false });
  });

  it('names the SMS switch in Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderForm();
    expect((await screen.findAllByRole('switch', { name: /^এসএমএস: / })).length).toBeGreaterThan(0);
  });
});
