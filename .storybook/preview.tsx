import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import type { Preview } from '@storybook/react-vite';
import { withApp } from '../stories/decorators';

const preview: Preview = {
  decorators: [withApp],
  parameters: { layout: 'fullscreen' },
};
export default preview;
