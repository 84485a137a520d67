import type { Meta } from '@storybook/react-vite';
import { TermsPage } from '@/pages/terms';

const meta = {
  title: 'Pages/Terms and Conditions',
  component: TermsPage,
  parameters: { route: '/terms_and_conditions' },
} satisfies Meta<typeof TermsPage>;
export default meta;

// A static page has a single state: its full text.
export function Default() {
  return <TermsPage />;
}
