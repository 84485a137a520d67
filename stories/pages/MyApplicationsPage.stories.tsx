import type { Meta } from '@storybook/react-vite';
import { $isTutor } from '@/entities/session';
import { fetchUserFx } from '@/entities/user';
import {
  $applicationToWithdraw,
  $withdrawError,
  fetchMyApplicationsFx,
  MyApplicationsPage,
  withdrawApplicationFx,
} from '@/pages/my-applications';
import { ApiError, MY_WORK_MESSAGES, type MyApplication } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { tutorSession, tutorUser } from './member-fixtures';
import { myApplications, myApplicationsPage } from './my-work-fixtures';

const never = () => new Promise<never>(() => {});

/** A pretend server: the list, and a withdrawal that answers the withdrawn row. */
const withdrawn: [typeof withdrawApplicationFx, (id: string) => Promise<{ message: string; data: MyApplication }>] = [
  withdrawApplicationFx,
  async (id) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const row = myApplications.find((application) => application.id === id)!;
    return {
      message: MY_WORK_MESSAGES.withdrawn,
      data: { ...row, status: 'Withdrawn', withdrawnAt: new Date().toISOString(), canWithdraw: false },
    };
  },
];

type StoreValues = NonNullable<NonNullable<AppStoryParameters['effector']>['values']>;

const page = (load: () => Promise<unknown>, values: StoreValues = []) =>
  ({
    session: tutorSession,
    route: '/dashboard/applications',
    effector: { values: [[$isTutor, true], ...values], handlers: [[fetchUserFx, async () => tutorUser], [fetchMyApplicationsFx, load], withdrawn] },
  }) satisfies AppStoryParameters;

const meta = {
  title: 'Pages/Tutor/My Applications',
  component: MyApplicationsPage,
  parameters: page(async () => myApplicationsPage()),
} satisfies Meta<typeof MyApplicationsPage>;
export default meta;

/** One application in each status, with the date of each change; Applied and Shortlisted can be withdrawn. */
export function Applications() {
  return <MyApplicationsPage />;
}

/** The spinner while the list loads. */
export function Loading() {
  return <MyApplicationsPage />;
}
Loading.parameters = page(never);

/** A tutor who has not applied yet: a link to the board. */
export function Empty() {
  return <MyApplicationsPage />;
}
Empty.parameters = page(async () => myApplicationsPage([]));

/** The list could not be loaded: the reason and Try Again. */
export function LoadError() {
  return <MyApplicationsPage />;
}
LoadError.parameters = page(() => Promise.reject(new ApiError('offline', 0, false)));

/** Withdraw was pressed: the confirmation says what it means (Withdraw application answers after a moment). */
export function WithdrawConfirm() {
  return <MyApplicationsPage />;
}
WithdrawConfirm.parameters = page(async () => myApplicationsPage(), [[$applicationToWithdraw, myApplications[1]]]);

/** The server refused (the tutor was selected meanwhile): its message, in words, inside the dialog. */
export function WithdrawRefused() {
  return <MyApplicationsPage />;
}
WithdrawRefused.parameters = page(async () => myApplicationsPage(), [
  [$applicationToWithdraw, myApplications[0]],
  [$withdrawError, MY_WORK_MESSAGES.selectedCannotWithdraw],
]);

/** On a 360 px phone: one card per row, the menu above. */
export function Narrow() {
  return <MyApplicationsPage />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...page(async () => myApplicationsPage()) };
Narrow.globals = narrowScreen.globals;
