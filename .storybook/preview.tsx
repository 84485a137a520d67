import '../src/app/styles/mantine-core.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { loadSessionMachine } from '@/entities/session';
import { i18n, isUiLanguage } from '@/shared/i18n';
import { startI18nWithAllResources } from '@/shared/i18n/resources';
import { withApp } from '../stories/decorators';

// Every story in English by default; the toolbar's Language shows it in Bangla (issue 16).
startI18nWithAllResources('en');

const withLanguage: Decorator = (Story, context) => {
  const language = isUiLanguage(context.globals.language) ? context.globals.language : 'en';
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  return <Story />;
};

const preview: Preview = {
  decorators: [withApp, withLanguage],
  // The session machine loads after the app's first render (issue 15); a story renders with it there.
  loaders: [async () => ({ sessionMachine: await loadSessionMachine() })],
  parameters: { layout: 'fullscreen' },
  globalTypes: {
    language: {
      description: 'Language',
      toolbar: { icon: 'globe', items: [{ value: 'en', title: 'English' }, { value: 'bn', title: 'বাংলা' }], dynamicTitle: true },
    },
  },
  initialGlobals: { language: 'en' },
};
export default preview;
