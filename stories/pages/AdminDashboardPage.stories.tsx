import type { Meta } from '@storybook/react-vite';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { AdminDashboardPage, fetchAdminStatsFx, fetchFinanceSummaryFx } from '@/pages/admin-dashboard';
import { ApiError, type AdminStats, type FinanceSummary } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { setFormatLanguage } from '@/shared/lib/format';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';

const figures: AdminStats = { tutorCount: 248, studentCount: 1032, activeTuitions: 57, tutorGrowth: 12, studentGrowth: -4, tuitionGrowth: 0 };
const answer = (stats: AdminStats) => [fetchAdminStatsFx, async () => stats] as [typeof fetchAdminStatsFx, () => Promise<AdminStats>];
const finance: FinanceSummary = {
  months: [
    { month: '2025-10', charged: 42000, collected: 36000, outstanding: 9000, refunded: 0 },
    { month: '2025-11', charged: 51600, collected: 47400, outstanding: 13200, refunded: 1200 },
    { month: '2025-12', charged: 38400, collected: 40200, outstanding: 11400, refunded: 0 },
    { month: '2026-01', charged: 60000, collected: 52800, outstanding: 18600, refunded: 2400 },
    { month: '2026-02', charged: 45600, collected: 49800, outstanding: 14400, refunded: 0 },
    { month: '2026-03', charged: 27000, collected: 19800, outstanding: 21600, refunded: 1800 },
  ],
};
type FinanceHandler = [typeof fetchFinanceSummaryFx, () => Promise<FinanceSummary>];
const financeAnswer = (summary: FinanceSummary): FinanceHandler => [fetchFinanceSummaryFx, async () => summary];
const params = (
  handler: [typeof fetchAdminStatsFx, () => Promise<AdminStats>],
  financeHandler: FinanceHandler = financeAnswer(finance),
): AppStoryParameters => ({
  route: '/admin',
  session: storyAdmin,
  effector: { handlers: [adminRecordHandler, handler, financeHandler] },
});

const meta = {
  title: 'Pages/Admin/Dashboard',
  component: AdminDashboardPage,
  parameters: params(answer(figures)),
} satisfies Meta<typeof AdminDashboardPage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminDashboardPage />
    </AdminLayout>
  );
}

/** Real counts: tutors up 12%, students down 4%, jobs unchanged from last month. */
export function Figures() {
  return <InLayout />;
}

/** While the figures load: every card shows '-'. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = params(
  [fetchAdminStatsFx, () => new Promise<AdminStats>(() => undefined)],
  [fetchFinanceSummaryFx, () => new Promise<FinanceSummary>(() => undefined)],
);

/** An empty marketplace: zero everywhere, 'No change'. */
export function Empty() {
  return <InLayout />;
}
Empty.parameters = params(
  answer({ tutorCount: 0, studentCount: 0, activeTuitions: 0, tutorGrowth: 0, studentGrowth: 0, tuitionGrowth: 0 }),
  financeAnswer({ months: finance.months.map((month) => ({ ...month, charged: 0, collected: 0, outstanding: 0, refunded: 0 })) }),
);

/** The fetch failed: the error is kept above the cards, which show '-'. */
export function LoadError() {
  return <InLayout />;
}
LoadError.parameters = params(
  [
    fetchAdminStatsFx,
    async () => {
      throw new ApiError('Failed to load dashboard statistics', 500, true);
    },
  ],
  [
    fetchFinanceSummaryFx,
    async () => {
      throw new ApiError('Failed to load the finance summary', 500, true);
    },
  ],
);

/** On a 360 px phone. */
export function Narrow() {
  return <InLayout />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;

/** A matcher (or verifier, content) signed in: the server answers 403 for the finance summary, and no card shows. */
export function WithoutFinanceRole() {
  return <InLayout />;
}
WithoutFinanceRole.parameters = params(answer(figures), [
  fetchFinanceSummaryFx,
  async () => {
    throw new ApiError('You do not have access to this page.', 403, true);
  },
]);

/** Shows the story in Bangla, words and formats (the toolbar's Language does the same; tests have no toolbar). */
function InBangla({ children }: { children: ReactNode }) {
  useState(() => {
    if (i18n.language !== 'bn') void i18n.changeLanguage('bn');
    setFormatLanguage('bn');
  });
  useEffect(
    () => () => {
      setFormatLanguage('en');
    },
    [],
  );
  return children;
}

/** In Bangla (the staff member chose it in the sidebar): every label, the figures' digits, months and Taka in Bangla. */
export function Bangla() {
  return <InLayout />;
}
Bangla.decorators = [
  (Story: ComponentType) => (
    <InBangla>
      <Story />
    </InBangla>
  ),
];
Bangla.globals = { language: 'bn' };
