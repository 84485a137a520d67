import type { Meta } from '@storybook/react-vite';
import { $isTutor } from '@/entities/session';
import { fetchUserFx } from '@/entities/user';
import { fetchMyTuitionsFx, MyTuitionsPage } from '@/pages/my-tuitions';
import { ApiError } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { tutorSession, tutorUser } from './member-fixtures';
import { makeMyTuition, myTuitions } from './my-work-fixtures';

const never = () => new Promise<never>(() => {});

const page = (load: () => Promise<unknown>) =>
  ({
    session: tutorSession,
    route: '/dashboard/tuitions',
    effector: { values: [[$isTutor, true]], handlers: [[fetchUserFx, async () => tutorUser], [fetchMyTuitionsFx, load]] },
  }) satisfies AppStoryParameters;

const meta = {
  title: 'Pages/Tutor/My Tuitions',
  component: MyTuitionsPage,
  parameters: page(async () => ({ data: myTuitions })),
} satisfies Meta<typeof MyTuitionsPage>;
export default meta;

/** An ongoing tuition with its fee Due and how to pay, and an ended one paid in full. */
export function Tuitions() {
  return <MyTuitionsPage />;
}

/** The fee's due date has passed with a balance: Overdue. */
export function FeeOverdue() {
  return <MyTuitionsPage />;
}
FeeOverdue.parameters = page(async () => ({
  data: [makeMyTuition({ fee: { ...makeMyTuition().fee!, ledgerStatus: 'Overdue' } })],
}));

/** Selected, but the fee and the guardian's phone are not on file: says who will tell. */
export function NoFeeYet() {
  return <MyTuitionsPage />;
}
NoFeeYet.parameters = page(async () => ({
  data: [makeMyTuition({ fee: null, agreedSalary: null, startDate: null, guardian: { name: 'Arafat Rumi', phone: null, address: null } })],
}));

/** The spinner while the list loads. */
export function Loading() {
  return <MyTuitionsPage />;
}
Loading.parameters = page(never);

/** Not selected for any job yet. */
export function Empty() {
  return <MyTuitionsPage />;
}
Empty.parameters = page(async () => ({ data: [] }));

/** The list could not be loaded: the reason and Try Again. */
export function LoadError() {
  return <MyTuitionsPage />;
}
LoadError.parameters = page(() => Promise.reject(new ApiError('offline', 0, false)));

/** On a 360 px phone. */
export function Narrow() {
  return <MyTuitionsPage />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...page(async () => ({ data: myTuitions })) };
Narrow.globals = narrowScreen.globals;
