// Issue 16: the admin area's work queues in Bangla: the dashboard and the guardians'/students' requests screen read
// in Bangla, with Bangla digits in counts, months and Taka; the sidebar offers the language switch; and the admin
// area opens in English for staff until they choose (the staff language, remembered apart from the public site's).
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminStudentTutorRequestsPage,
  fetchReviewedRequestFx,
  requestsList,
} from '@/pages/admin-student-tutor-requests';
import { AdminDashboardPage, fetchAdminStatsFx, fetchFinanceSummaryFx } from '@/pages/admin-dashboard';
import type { AdminStats, FinanceSummary, StudentTutorRequest } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { setFormatLanguage } from '@/shared/lib/format';
import { AdminLayout, STAFF_LANGUAGE_KEY, staffLanguage } from '@/widgets/admin-layout';
import { withApp } from '../../stories/decorators';
import * as dashboardStories from '../../stories/pages/AdminDashboardPage.stories';
import { baseRequest, pageOf, type RequestsQuery } from '../../stories/pages/admin-student-requests-fixtures';
import { renderWithProviders } from '../render';

const admin = { id: 'a1', name: 'Farhana Admin', token: 't0k3n', userType: 'admin' as const };
const stats: AdminStats = { tutorCount: 42, studentCount: 1300, activeTuitions: 17, tutorGrowth: 25, studentGrowth: -10, tuitionGrowth: 0 };
const finance: FinanceSummary = {
  months: [
    { month: '2025-10', charged: 0, collected: 0, outstanding: 0, refunded: 0 },
    { month: '2025-11', charged: 0, collected: 0, outstanding: 0, refunded: 0 },
    { month: '2025-12', charged: 0, collected: 0, outstanding: 0, refunded: 0 },
    { month: '2026-01', charged: 0, collected: 0, outstanding: 0, refunded: 0 },
    { month: '2026-02', charged: 0, collected: 0, outstanding: 0, refunded: 0 },
    { month: '2026-03', charged: 5000, collected: 3000, outstanding: 2000, refunded: 0 },
  ],
};

// The screen's language as the app switches it: the words (i18next) and the formats (Intl locale) together.
async function showBangla() {
  await i18n.changeLanguage('bn');
  setFormatLanguage('bn');
}
beforeEach(() => setFormatLanguage('en'));
afterEach(() => setFormatLanguage('en'));

function renderDashboard() {
  const scope = fork({ handlers: [[fetchAdminStatsFx, async () => stats], [fetchFinanceSummaryFx, async () => finance]] });
  return renderWithProviders(<AdminDashboardPage />, { route: '/admin', session: admin, scope });
}

const request = (index: number, overrides: Partial<StudentTutorRequest> = {}): StudentTutorRequest => ({
  ...baseRequest,
  _id: `req-${index}`,
  studentId: 1000 + index,
  studentName: `Student ${index}`,
  createdAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});
const held = [request(1), request(2, { status: 'approved', jobId: 'job-2' }), request(3, { status: 'rejected' })];

function renderRequests(requests: StudentTutorRequest[] = held) {
  const scope = fork({
    handlers: [
      [requestsList.fetchFx, async (query: RequestsQuery) => pageOf(requests, query)],
      [fetchReviewedRequestFx, async (id: string) => ({ request: requests.find((r) => r._id === id)! })],
    ],
  });
  return renderWithProviders(<AdminStudentTutorRequestsPage />, { route: '/admin/student-tutor-requests', session: admin, scope });
}

describe('the admin dashboard in Bangla', () => {
  it('shows the title, the cards, their growth and the finance summary in Bangla with Bangla digits', async () => {
    await showBangla();
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeInTheDocument();
    expect(screen.getByText('আবারও স্বাগতম, Farhana Admin। আজ আপনি যা পরিচালনা করতে পারেন, তা এখানে।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'তথ্য হালনাগাদ করুন' })).toBeInTheDocument();

    const tutors = screen.getByRole('region', { name: 'মোট শিক্ষক' });
    expect(await within(tutors).findByText('৪২')).toBeInTheDocument();
    expect(within(tutors).getByText('২৫%')).toBeInTheDocument();
    expect(within(tutors).getByLabelText('বেড়েছে')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'মোট শিক্ষার্থী' })).getByText('১৩০০')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'চালু টিউশন' })).getByText('কোনো পরিবর্তন নেই')).toBeInTheDocument();
    expect(screen.getAllByText('গত মাসের তুলনায়')).toHaveLength(3);

    const summary = await screen.findByRole('region', { name: 'আর্থিক সারসংক্ষেপ' });
    expect(within(summary).getByRole('columnheader', { name: 'আদায়' })).toBeInTheDocument();
    expect(within(summary).getByText('৫,০০০ টাকা')).toBeInTheDocument();
    expect(within(summary).getByRole('rowheader', { name: /মার্চ.*২০২৬/ })).toBeInTheDocument();
    // The shortcuts too, and not one of the English labels is left.
    expect(screen.getByRole('link', { name: 'টিউশন তৈরি' })).toHaveAttribute('href', '/admin/create-tuition');
    for (const english of ['Dashboard', 'Refresh Data', 'Total Tutors', 'from last month', 'Finance summary', '5,000 TK']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('renders the Bangla story with the sidebar in Bangla and its language switch back to English', async () => {
    const { Bangla } = composeStories(dashboardStories, { decorators: [withApp] });
    render(<Bangla />);
    expect(await screen.findByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'অ্যাডমিন' });
    expect(within(sidebar).getByRole('link', { name: 'অভিভাবক/শিক্ষার্থীর অনুরোধ' })).toHaveAttribute('href', '/admin/student-tutor-requests');
    // The switch names the other language: English.
    await act(async () => screen.getByRole('button', { name: /English|ইংরেজি/ }).click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Guardian/Student requests' })).toBeInTheDocument();
  });
});

describe('the requests screen in Bangla', () => {
  it('shows the title, the tabs with Bangla counts and the cards in Bangla', async () => {
    await showBangla();
    renderRequests();
    expect(screen.getByRole('heading', { level: 1, name: 'অভিভাবক/শিক্ষার্থীর শিক্ষকের অনুরোধ' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Student 1' });
    expect(within(first).getByText('আইডি: 1001')).toBeInTheDocument();
    expect(within(first).getByText('এলাকা:')).toBeInTheDocument();
    expect(within(first).getByText('পোস্টের তারিখ:')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: /বিস্তারিত দেখুন/ })).toBeInTheDocument();
    expect(screen.getByText('মোট: ৩')).toBeInTheDocument();
    for (const tab of ['সব', 'অপেক্ষমাণ', 'অনুমোদিত', 'বাতিল']) expect(screen.getByRole('tab', { name: new RegExp(tab) })).toBeInTheDocument();
    expect(screen.queryByText('View Details')).toBeNull();
  });

  it('opens the Request Details in Bangla: sections, labels, catalogue values and the decisions', async () => {
    await showBangla();
    const { user } = renderRequests();
    const first = await screen.findByRole('article', { name: 'Student 1' });
    await user.click(within(first).getByRole('button', { name: /বিস্তারিত দেখুন/ }));
    const dialog = await screen.findByRole('dialog', { name: 'অনুরোধের বিস্তারিত' });
    for (const section of ['শিক্ষার্থীর তথ্য', 'ঠিকানার বিস্তারিত', 'টিউশনের বিস্তারিত', 'সময়সূচি ও পছন্দ']) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('বাংলা মাধ্যম')).toBeInTheDocument();
    expect(within(dialog).getByText('কোনো পছন্দ নেই')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'অনুরোধ বাতিল করুন' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'সম্পন্ন করুন ও টিউশন তৈরি করুন' })).toBeInTheDocument();
  });

  it('says in Bangla that a tab is empty', async () => {
    await showBangla();
    renderRequests([]);
    expect(await screen.findByText('কোনো অনুরোধ নেই')).toBeInTheDocument();
    expect(screen.getByText('এখনও কোনো শিক্ষকের অনুরোধ আসেনি।')).toBeInTheDocument();
  });
});

describe('the staff language', () => {
  it('is English unless the staff member chose, or the address asks', () => {
    expect(staffLanguage('')).toBe('en');
    localStorage.setItem(STAFF_LANGUAGE_KEY, 'bn');
    expect(staffLanguage('')).toBe('bn');
    expect(staffLanguage('?lang=en')).toBe('en');
    localStorage.removeItem(STAFF_LANGUAGE_KEY);
    expect(staffLanguage('?lang=bn')).toBe('bn');
  });

  it('remembers a switch made in the admin area as the staff member’s choice', async () => {
    const scope = fork({ handlers: [[fetchAdminStatsFx, async () => stats], [fetchFinanceSummaryFx, async () => finance]] });
    const { user } = renderWithProviders(
      <AdminLayout>
        <AdminDashboardPage />
      </AdminLayout>,
      { route: '/admin', session: admin, scope },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /বাংলা/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STAFF_LANGUAGE_KEY)).toBe('bn'));
    expect(staffLanguage('')).toBe('bn');
  });
});
