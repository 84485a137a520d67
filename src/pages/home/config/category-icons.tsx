import {
  IconAlphabetBangla,
  IconBook,
  IconBuildingMosque,
  IconCertificate,
  IconCode,
  IconLanguage,
  IconNotebook,
  IconPalette,
  IconPlaneDeparture,
  IconPray,
  type Icon,
} from '@tabler/icons-react';
import type { CategorySlug } from '@/shared/config';

export const CATEGORY_ICONS: Readonly<Record<CategorySlug, Icon>> = {
  'bangla-medium': IconAlphabetBangla,
  'english-version': IconNotebook,
  'english-medium': IconBook,
  'madrasa-medium': IconBuildingMosque,
  'religious-studies': IconPray,
  'language-learning': IconLanguage,
  arts: IconPalette,
  'skill-development-program': IconCode,
  'international-study-preparation': IconPlaneDeparture,
  'admission-test': IconCertificate,
};
