// Issue 16: the member's dashboard in Bangla: headings, cards, checklist items and numbers in the language on screen.
import { screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/entities/session';
import { fetchUserFx, type User } from '@/entities/user';
import { DashboardPage, fetchApplyStatusFx, fetchProfileChecklistFx, saveAvailabilityFx } from '@/pages/dashboard';
import { i18n } from '@/shared/i18n';
import type { ProfileChecklistResponse } from '@/shared/api';
import { applyCounts, studentSession, studentUser, tutorSession, tutorUser } from '../../stories/pages/member-fixtures';
import { newTutorChecklist } from '../../stories/pages/my-work-fixtures';
import { setFormatLanguage } from '@/shared/lib/format';
import { renderWithProviders } from '../render';

/** The screen in Bangla: the catalogues and the formats (the app's start switches both). */
async function inBangla() {
  await i18n.changeLanguage('bn');
  setFormatLanguage('bn');
}
afterEach(() => setFormatLanguage('en'));

function renderDashboard(session: SessionUser, user: User, checklist: ProfileChecklistResponse = newTutorChecklist) {
  const scope = fork({
    handlers: [
      [fetchUserFx, vi.fn(async () => user)],
      [fetchApplyStatusFx, vi.fn(async () => applyCounts)],
      [fetchProfileChecklistFx, vi.fn(async () => checklist)],
      [saveAvailabilityFx, vi.fn(async () => true)],
    ],
  });
  return renderWithProviders(<DashboardPage now={new Date(2026, 10, 27, 9, 0)} />, {
    session,
    scope,
    route: `/dashboard/${user._id}`,
    path: '/dashboard/:id',
    routes: [{ path: '/login', element: <p>Login page</p> }],
  });
}

describe('DashboardPage in Bangla', () => {
  it("shows the tutor's dashboard, checklist and availability in Bangla, numbers in Bangla digits", async () => {
    await inBangla();
    renderDashboard(tutorSession, tutorUser);

    expect(await screen.findByRole('heading', { level: 1, name: 'টিউটর প্রোফাইল' })).toBeInTheDocument();
    expect(screen.getByText('আইডি: ১০০৭')).toBeInTheDocument();
    expect(screen.getByText('যাচাইকৃত')).toBeInTheDocument();
    // The sidebar links it too.
    expect(screen.getAllByRole('link', { name: 'আমার আবেদন' }).length).toBeGreaterThan(0);

    const personal = screen.getByRole('region', { name: 'ব্যক্তিগত তথ্য' });
    expect(personal).toHaveTextContent('নামKarim Uddin');
    expect(personal).toHaveTextContent('ফোন০১৮১৯৫৫৬৬৭৭');
    const status = screen.getByRole('region', { name: 'বর্তমান অবস্থা' });
    expect(within(status).getByRole('switch', { name: 'টিউশনের জন্য প্রস্তুত' })).toBeChecked();
    const education = screen.getByRole('region', { name: 'শিক্ষাগত যোগ্যতা' });
    // A degree of the catalogue reads in Bangla; the institute's name stays as typed.
    expect(education).toHaveTextContent('বিএসসি (পদার্থবিজ্ঞান)');
    expect(education).toHaveTextContent('University of Dhaka');
    expect(screen.getByRole('region', { name: 'সদস্য হয়েছেন' })).toHaveTextContent('২ নভেম্বর, ২০২৪');

    // The checklist: the server's English items read by their keys, the percent in Bangla digits.
    expect(await screen.findByText('প্রোফাইল ৯% সম্পূর্ণ')).toBeInTheDocument();
    const missing = screen.getByRole('list', { name: 'যাচাইয়ের জন্য যা বাকি' });
    expect(within(missing).getByRole('link', { name: 'এসএসসির তথ্য' })).toBeInTheDocument();
    expect(within(missing).getByRole('link', { name: 'প্রোফাইল ছবি' })).toBeInTheDocument();
    expect(screen.queryByText('SSC details')).not.toBeInTheDocument();
    expect(screen.queryByText('Profile checklist')).not.toBeInTheDocument();
  });

  it("greets a guardian in Bangla and counts the Apply Status in Bangla digits", async () => {
    await inBangla();
    renderDashboard(studentSession, studentUser);

    expect(await screen.findByRole('heading', { level: 1, name: `শুভ সকাল, ${studentUser.name}!` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'প্রোফাইল সম্পাদনা' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'অভিভাবক/শিক্ষার্থী হিসেবে স্বাগতম' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ নতুন টিউশন পোস্ট করুন' })).toBeInTheDocument();
    const pending = await screen.findByRole('group', { name: 'অপেক্ষমাণ' });
    expect(await within(pending).findByText('২')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'বাতিল' })).toHaveTextContent('০বাতিল');
  });
});
