import { Pagination, type PaginationProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Mantine's Pagination whose page buttons read "Page N" and whose arrows say where they go (screen readers, tests). */
export function LabelledPagination(props: Omit<PaginationProps, 'getItemProps' | 'getControlProps'>) {
  const { t } = useTranslation('common');
  return (
    <Pagination
      {...props}
      getItemProps={(page) => ({ 'aria-label': t('ui.page', { page }) })}
      getControlProps={(control) => ({ 'aria-label': t(`ui.pager.${control}`) })}
    />
  );
}
