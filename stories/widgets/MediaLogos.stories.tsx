import type { Meta } from '@storybook/react-vite';
import { MediaLogos } from '@/pages/home';
import { narrowScreen } from '../decorators';

const meta = {
  title: 'Widgets/MediaLogos',
  component: MediaLogos,
} satisfies Meta<typeof MediaLogos>;
export default meta;

/** 3 logos per view at 768 px and wider, turning every 3 s. */
export function Default() {
  return <MediaLogos />;
}

/** Below 768 px: one logo per view. */
export function Narrow() {
  return <MediaLogos />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
