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

export interface GetStartedStep {
  title: string;
  description: string;
  icon: Icon;
}

export interface GetStartedGuide {
  heading: string;
  steps: readonly GetStartedStep[];
  action: { label: string; to: string };
}

/** Spec section 2, Home 4 and 5. */
export const GET_STARTED: Readonly<Record<GetStartedAudience, GetStartedGuide>> = {
  tutors: {
    heading: 'How Tutors can get started?',
    steps: [
      {
        title: 'Complete Your Profile',
        description: 'Add your education, tuition preferences and personal details, and upload an identity document to get verified.',
        icon: IconUserCheck,
      },
      {
        title: 'Apply for Ideal Tuition Jobs',
        description: 'Browse the tuition board by district and apply to the jobs that match your subjects and schedule.',
        icon: IconSearch,
      },
      {
        title: 'Get Shortlisted',
        description: 'The system shortlists you, then the guardian/student selects the tutor they want.',
        icon: IconListCheck,
      },
      {
        title: 'Begin Your Tutoring Journey',
        description: 'Start with trial classes and continue as the regular tutor.',
        icon: IconRosette,
      },
    ],
    action: { label: 'Join as a Tutor', to: routes.signup },
  },
  students: {
    heading: 'How Students/Guardians can get started?',
    steps: [
      {
        title: 'Build Your Profile',
        description: 'Register for free as a guardian or student.',
        icon: IconUserPlus,
      },
      {
        title: 'Share Your Requirements',
        description: 'Tell us the class, subjects, area, schedule and budget; we publish it as a tuition.',
        icon: IconClipboardList,
      },
      {
        title: 'Receive Tutor CVs',
        description: 'Get the CVs of handpicked tutors who fit your requirements.',
        icon: IconFileCv,
      },
      {
        title: 'Choose the Perfect Tutor',
        description: 'Meet them in a trial class and choose the one who suits you best.',
        icon: IconHeartHandshake,
      },
    ],
    action: { label: 'Hire a Tutor', to: routes.hireTutor },
  },
};
