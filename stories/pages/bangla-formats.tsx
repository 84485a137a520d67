import type { Decorator } from '@storybook/react-vite';
import { setFormatLanguage } from '@/shared/lib/format';

/**
 * Dates, money and digits in the story's language (the toolbar's Language or a story's `globals.language`): the
 * app's i18n start does this on every language change; Storybook's preview only switches the words.
 */
export const withFormatLanguage: Decorator = (Story, context) => {
  setFormatLanguage(context.globals.language === 'bn' ? 'bn' : 'en');
  return <Story />;
};
