import type { Meta } from '@storybook/react-vite';
import type { PublicStatsResponse } from '@/shared/api';
import { $publicStats, $publicStatsStatus, StatsBand, type PublicStatsStatus } from '@/pages/home';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { publicStats } from '../pages/home-fixtures';

const meta = {
  title: 'Widgets/StatsBand',
  component: StatsBand,
} satisfies Meta<typeof StatsBand>;
export default meta;

const state = (stats: PublicStatsResponse | null, status: PublicStatsStatus): AppStoryParameters => ({
  effector: { values: [[$publicStats, stats], [$publicStatsStatus, status]] },
});

/** Placeholders while the live counts load. */
export function Loading() {
  return <StatsBand />;
}
Loading.parameters = state(null, 'loading');

/** Live counts from GET /api/stats/public. */
export function LiveCounts() {
  return <StatsBand />;
}
LiveCounts.parameters = state(publicStats, 'ready');

/** The counts could not be loaded: the band is hidden (this story is empty on purpose). */
export function HiddenWhenFailed() {
  return <StatsBand />;
}
HiddenWhenFailed.parameters = state(null, 'failed');

/** 360 px wide: the three figures stacked. */
export function Narrow() {
  return <StatsBand />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...state(publicStats, 'ready') };
Narrow.globals = narrowScreen.globals;
