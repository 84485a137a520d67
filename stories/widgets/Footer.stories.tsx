import type { Meta } from '@storybook/react-vite';
import { Footer } from '@/widgets/footer';
import { narrowScreen } from '../decorators';

const meta = {
  title: 'Widgets/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>;
export default meta;

/** About, useful links, contact, "We Accept" and the social links; the year is fixed for stable snapshots. */
export function Default() {
  return <Footer year={2025} />;
}

/** 360 px wide: the columns stack. */
export function Narrow() {
  return <Footer year={2025} />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
