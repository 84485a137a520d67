import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, useLanguage } from '../model/language';
import classes from './LanguageSwitch.module.css';

/**
 * One button that shows the other language's name: "বাংলা" in English, "English" in Bangla. A real button, so Tab
 * reaches it and Enter or Space switches; its accessible name starts with its visible word. `fullWidth` is for the
 * phone menu (icon shown there); in the bar the icon is left out under 36em so it fits at 360 px.
 */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const other = language === 'bn' ? 'en' : 'bn';
  return (
    <Button
      variant="subtle"
      color="dark"
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
      classNames={fullWidth ? undefined : { root: classes.root, section: classes.section }}
      leftSection={<IconLanguage size={16} aria-hidden />}
      lang={other}
      aria-label={t('language.switchToLabel')}
      onClick={() => void chooseLanguage(other)}
    >
      {t('language.switchTo')}
    </Button>
  );
}
