// Issue 16: the notification settings read in Bangla (headings, each kind's words, Save), and word for word in English.
import { screen } from '@testing-library/react';
import { fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import {
  fetchNotificationPreferencesFx,
  NotificationPreferencesForm,
  saveNotificationPreferencesFx,
} from '@/pages/member-notifications';
import type { NotificationPreferences } from '@/shared/api';
import { MEMBER_NOTIFICATION_KIND_LABELS, MEMBER_NOTIFICATION_KINDS } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { renderWithProviders } from '../render';

const allOn = Object.fromEntries(MEMBER_NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationPreferences;

function renderForm(userType: 'tutor' | 'student') {
  const scope = fork({
    handlers: [
      [fetchNotificationPreferencesFx, vi.fn(async () => ({ preferences: allOn, sms: allOn }))],
      [saveNotificationPreferencesFx, vi.fn(async () => ({ message: 'Your e-mail settings are saved.', preferences: allOn, sms: allOn }))],
    ],
  });
  return renderWithProviders(<NotificationPreferencesForm userType={userType} />, { scope });
}

describe('notification settings in both languages', () => {
  it('shows the same English words as the catalogue data', async () => {
    renderForm('tutor');
    expect(await screen.findByRole('switch', { name: /^Fee due soon/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'E-mail settings' })).toBeInTheDocument();
    expect(screen.getByText(MEMBER_NOTIFICATION_KIND_LABELS.fee_due_soon.description)).toBeInTheDocument();
    expect(screen.getByText(MEMBER_NOTIFICATION_KIND_LABELS.selected.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save e-mail settings' })).toBeInTheDocument();
  });

  it('reads in Bangla: heading, kinds, SMS switches and Save', async () => {
    await i18n.changeLanguage('bn');
    renderForm('tutor');
    expect(await screen.findByRole('switch', { name: 'এসএমএস: নির্বাচিত' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'এসএমএস: ফি বকেয়া' })).toBeChecked();
    expect(screen.getByText('একটি টিউশনের জন্য আপনাকে নির্বাচন করা হয়েছে।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ইমেইল সেটিংস' })).toBeInTheDocument();
    expect(screen.getByText('৩ দিনের মধ্যে একটি মিডিয়া ফি দিতে হবে।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ইমেইল সেটিংস সংরক্ষণ করুন' })).toBeInTheDocument();
    expect(screen.queryByText(MEMBER_NOTIFICATION_KIND_LABELS.selected.description)).not.toBeInTheDocument();
  });
});
