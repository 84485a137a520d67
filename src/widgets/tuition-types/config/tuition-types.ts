import { IconDeviceLaptop, IconHome, IconPackage, IconStars, IconUsersGroup, type Icon } from '@tabler/icons-react';

export interface TuitionType {
  name: string;
  description: string;
  icon: Icon;
}

/** Spec section 2, Home 3: Home, Group, Special Batch, Package, Online. */
export const TUITION_TYPES: readonly TuitionType[] = [
  {
    name: 'Home',
    description: 'A tutor comes to your home and teaches one to one, at the times that suit you.',
    icon: IconHome,
  },
  {
    name: 'Group',
    description: 'Siblings or friends learn together with one tutor and share the fee.',
    icon: IconUsersGroup,
  },
  {
    name: 'Special Batch',
    description: 'Short, focused batches before exams: SSC, HSC, O and A Level and admission tests.',
    icon: IconStars,
  },
  {
    name: 'Package',
    description: 'A whole syllabus, an exam preparation or a skill course for one agreed fee.',
    icon: IconPackage,
  },
  {
    name: 'Online',
    description: 'Live classes over video with a tutor from anywhere in Bangladesh.',
    icon: IconDeviceLaptop,
  },
];
