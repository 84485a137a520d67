import { useTranslation } from 'react-i18next';
import { toTitleCase } from '@/shared/lib/format';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import type { PublicTuition } from '@/shared/api';

/**
 * `tuitionTitle` in the language on screen: the job's own title (a member's words, as written), else
 * "Tutor Needed For {Category}" with the category's label from the `catalogue` namespace.
 */
export function useTuitionTitle(): (tuition: Pick<PublicTuition, 'title' | 'category'>) => string {
  const { t } = useTranslation('board');
  const label = useCatalogueLabel();
  return ({ title, category }) => {
    if (title?.trim()) return title.trim();
    const categoryName = toTitleCase(category);
    return categoryName ? t('tuition.neededFor', { category: label.category(categoryName) }) : t('tuition.needed');
  };
}
