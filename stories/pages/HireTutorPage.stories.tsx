import type { Meta } from '@storybook/react-vite';
import {
  $hireTutorErrors,
  $hireTutorFeedback,
  $hireTutorStatus,
  $hireTutorValues,
  checkHireTutorForm,
  EMPTY_HIRE_TUTOR_VALUES,
  HIRE_TUTOR_SUCCESS_MESSAGE,
  HireTutorPage,
  type HireTutorValues,
  submitTutorRequestFx,
} from '@/pages/hire-tutor';
import { ApiError } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';

const meta = {
  title: 'Pages/Hire a Tutor',
  component: HireTutorPage,
} satisfies Meta<typeof HireTutorPage>;
export default meta;

const filled: HireTutorValues = {
  studentName: 'Ayaan Rahman',
  phone: '01711223344',
  medium: 'Bangla Medium',
  classLevel: 'Class 8',
  subjects: ['Math', 'English', 'Physics'],
  district: 'Dhaka',
  area: 'Mirpur',
  address: 'House 12, Road 3, Mirpur 10',
  agreedToTerms: true,
};

const route = { route: '/request_for_tutor', path: '/request_for_tutor' };

/** Submitting in any story asks this stand-in server: it accepts after a second. */
const acceptingServer: AppStoryParameters['effector'] = {
  handlers: [
    [
      submitTutorRequestFx,
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ message: 'Tutor request submitted', data: { _id: 'demo' } }), 1000),
        ),
    ],
  ],
};

/** The empty form. Fill it in and press Submit: the stand-in server accepts it. */
export function Idle() {
  return <HireTutorPage />;
}
Idle.parameters = { ...route, effector: acceptingServer } satisfies AppStoryParameters;

const partly: HireTutorValues = { ...EMPTY_HIRE_TUTOR_VALUES, studentName: 'Ayaan Rahman', phone: '0171', medium: 'English Medium' };
const partlyChecked = checkHireTutorForm(partly);

/** Submitted half-filled without ticking the terms: every message, and the terms alert. */
export function ValidationErrors() {
  return <HireTutorPage />;
}
ValidationErrors.parameters = {
  ...route,
  effector: {
    ...acceptingServer,
    values: [
      [$hireTutorValues, partly],
      [$hireTutorErrors, partlyChecked.ok ? {} : partlyChecked.errors],
    ],
  },
} satisfies AppStoryParameters;

/** Waiting for the server: the button spins. */
export function Submitting() {
  return <HireTutorPage />;
}
Submitting.parameters = {
  ...route,
  effector: { values: [[$hireTutorValues, filled], [$hireTutorStatus, 'submitting']] },
} satisfies AppStoryParameters;

/** Accepted: the success message over an empty form. */
export function Success() {
  return <HireTutorPage />;
}
Success.parameters = {
  ...route,
  effector: {
    ...acceptingServer,
    values: [
      [$hireTutorStatus, 'succeeded'],
      [$hireTutorFeedback, { tone: 'success', message: HIRE_TUTOR_SUCCESS_MESSAGE }],
    ],
  },
} satisfies AppStoryParameters;

/** The server refused: its message, the form kept. Submit again to see it live. */
export function ServerError() {
  return <HireTutorPage />;
}
ServerError.parameters = {
  ...route,
  effector: {
    values: [
      [$hireTutorValues, filled],
      [$hireTutorStatus, 'failed'],
      [$hireTutorFeedback, { tone: 'error', message: 'Too many requests, please try again later' }],
    ],
    handlers: [
      [
        submitTutorRequestFx,
        async () => {
          throw new ApiError('Too many requests, please try again later', 429, true);
        },
      ],
    ],
  },
} satisfies AppStoryParameters;

/** A 360 px phone: one column. */
export function Narrow() {
  return <HireTutorPage />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...route, effector: acceptingServer };
Narrow.globals = narrowScreen.globals;
