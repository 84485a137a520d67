import type { Meta } from '@storybook/react-vite';
import { fetchMyRequestsFx, fetchShortlistFx, MyRequestsPage } from '@/pages/my-requests';
import { ApiError } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { withFormatLanguage } from './bangla-formats';
import { studentSession } from './member-fixtures';
import { myRequests, storyShortlist } from './my-requests-fixtures';

const never = () => new Promise<never>(() => {});

const page = (load: () => Promise<unknown>) =>
  ({
    session: studentSession,
    route: '/dashboard/requests',
    effector: { handlers: [[fetchMyRequestsFx, load], [fetchShortlistFx, async () => storyShortlist]] },
  }) satisfies AppStoryParameters;

const meta = {
  title: 'Pages/Guardian/My Requests',
  component: MyRequestsPage,
  parameters: page(async () => ({ requests: myRequests })),
  decorators: [withFormatLanguage],
} satisfies Meta<typeof MyRequestsPage>;
export default meta;

/** Requests at each stage: shortlist ready (See shortlist), trial class, under review (Edit, Withdraw), a Hire a Tutor request, confirmed and closed with a reason. */
export function Requests() {
  return <MyRequestsPage />;
}

/** The spinner while the list loads. */
export function Loading() {
  return <MyRequestsPage />;
}
Loading.parameters = page(never);

/** No request yet: how to post one. */
export function Empty() {
  return <MyRequestsPage />;
}
Empty.parameters = page(async () => ({ requests: [] }));

/** The list could not be loaded: the reason and Try Again. */
export function LoadError() {
  return <MyRequestsPage />;
}
LoadError.parameters = page(() => Promise.reject(new ApiError('offline', 0, false)));

/** On a 360 px phone. */
export function Narrow() {
  return <MyRequestsPage />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...page(async () => ({ requests: myRequests })) };
Narrow.globals = narrowScreen.globals;

/** In Bangla (issue 16): the stages, steps, buttons and dates in Bangla, with Bangla digits. */
export function Bangla() {
  return <MyRequestsPage />;
}
Bangla.globals = { language: 'bn' };

/** In Bangla on a 360 px phone. */
export function BanglaNarrow() {
  return <MyRequestsPage />;
}
BanglaNarrow.parameters = { ...narrowScreen.parameters, ...page(async () => ({ requests: myRequests })) };
BanglaNarrow.globals = { ...narrowScreen.globals, language: 'bn' };
