import type { Meta } from '@storybook/react-vite';
import { PrivacyPage } from '@/pages/privacy';

const meta = {
  title: 'Pages/Privacy Policy',
  component: PrivacyPage,
  parameters: { route: '/privacy_policy' },
} satisfies Meta<typeof PrivacyPage>;
export default meta;

// A static page has a single state: its full text.
export function Default() {
  return <PrivacyPage />;
}
