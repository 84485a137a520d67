import { useTranslation } from 'react-i18next';
import classes from './SkipLink.module.css';

/** The first Tab stop of a layout: hidden until focused, it jumps past the header and menus to the page. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const { t } = useTranslation('common');
  return (
    <a href={`#${target}`} className={classes.skipLink}>
      {t('ui.skipToContent')}
    </a>
  );
}
