import { IconDeviceLaptop, IconHome, IconPackage, IconStars, IconUsersGroup, type Icon } from '@tabler/icons-react';

/** The words of each type are `tuitionTypes.<key>.name` and `.description` in the `home` catalogue. */
export interface TuitionType {
  key: 'home' | 'group' | 'specialBatch' | 'package' | 'online';
  icon: Icon;
}

/** Spec section 2, Home 3: Home, Group, Special Batch, Package, Online. */
export const TUITION_TYPES: readonly TuitionType[] = [
  {
    key: 'home',
    icon: IconHome,
  },
  {
    key: 'group',
    icon: IconUsersGroup,
  },
  {
    key: 'specialBatch',
    icon: IconStars,
  },
  {
    key: 'package',
    icon: IconPackage,
  },
  {
    key: 'online',
    icon: IconDeviceLaptop,
  },
];
