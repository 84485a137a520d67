import {
  IconClipboardList,
  IconFileCv,
  IconHeartHandshake,
  IconListCheck,
  IconRosette,
  IconSearch,
  IconUserCheck,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { routes } from '@/shared/config';

export type GetStartedAudience = 'tutors' | 'students';

/** The words are in the `home` catalogue: `getStarted.<audience>.heading`, `.action`, `.steps.<key>.title|description`. */
export interface GetStartedStep {
  key: string;
  icon: Icon;
}

export interface GetStartedGuide {
  steps: readonly GetStartedStep[];
  action: { to: string };
}

/** Spec section 2, Home 4 and 5. */
export const GET_STARTED: Readonly<Record<GetStartedAudience, GetStartedGuide>> = {
  tutors: {
    steps: [
      {
        key: 'profile',
        icon: IconUserCheck,
      },
      {
        key: 'apply',
        icon: IconSearch,
      },
      {
        key: 'shortlisted',
        icon: IconListCheck,
      },
      {
        key: 'begin',
        icon: IconRosette,
      },
    ],
    action: { to: routes.signup },
  },
  students: {
    steps: [
      {
        key: 'profile',
        icon: IconUserPlus,
      },
      {
        key: 'requirements',
        icon: IconClipboardList,
      },
      {
        key: 'cvs',
        icon: IconFileCv,
      },
      {
        key: 'choose',
        icon: IconHeartHandshake,
      },
    ],
    action: { to: routes.hireTutor },
  },
};
