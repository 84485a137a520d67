import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, useLanguage } from '../model/language';

/** One button that shows the other language's name: "বাংলা" in English, "English" in Bangla. */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const other = language === 'bn' ? 'en' : 'bn';
  return (
    <Button
      variant="subtle"
      color="dark"
      fullWidth={fullWidth}
      leftSection={<IconLanguage size={16} aria-hidden />}
      lang={other}
      aria-label={t('language.switchToLabel')}
      onClick={() => void chooseLanguage(other)}
    >
      {t('language.switchTo')}
    </Button>
  );
}
