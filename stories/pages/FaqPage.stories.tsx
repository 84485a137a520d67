import type { Meta } from '@storybook/react-vite';
import { FaqPage } from '@/pages/faq';

const meta = {
  title: 'Pages/FAQ',
  component: FaqPage,
  parameters: { route: '/faq' },
} satisfies Meta<typeof FaqPage>;
export default meta;

// A static page has a single state: its full text.
export function Default() {
  return <FaqPage />;
}
