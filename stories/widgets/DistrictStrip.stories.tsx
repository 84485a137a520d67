import type { Meta } from '@storybook/react-vite';
import { $districtCounts, $districtCountsStatus, DistrictStrip } from '@/pages/home';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { districtCounts } from '../pages/home-fixtures';

const meta = {
  title: 'Widgets/DistrictStrip',
  component: DistrictStrip,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DistrictStrip>;
export default meta;

const counts = (values: Record<string, number>, status: 'loading' | 'ready' | 'failed'): AppStoryParameters => ({
  effector: { values: [[$districtCounts, values], [$districtCountsStatus, status]] },
});

/** The eight divisional districts with "..." while the counts load. */
export function Loading() {
  return <DistrictStrip />;
}
Loading.parameters = counts({}, 'loading');

/** Counts from the server; districts with 0 are shown too. Scrolls by itself, drag it. */
export function WithCounts() {
  return <DistrictStrip />;
}
WithCounts.parameters = counts(districtCounts, 'ready');

/** No tuitions anywhere yet: the local defaults of 0. */
export function AllZero() {
  return <DistrictStrip />;
}
AllZero.parameters = counts({}, 'ready');

/** The counts could not be loaded: the cards still open the board. */
export function CountsUnavailable() {
  return <DistrictStrip />;
}
CountsUnavailable.parameters = counts({}, 'failed');

/** 360 px wide. */
export function Narrow() {
  return <DistrictStrip />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...counts(districtCounts, 'ready') };
Narrow.globals = narrowScreen.globals;
