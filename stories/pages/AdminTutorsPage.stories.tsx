import type { Meta, StoryContext } from '@storybook/react-vite';
import { screen, userEvent, within } from 'storybook/test';
import { deleteUserFx } from '@/features/delete-user';
import { AdminTutorsPage, tutorsList, setPremiumFx, verifyTutorFx } from '@/pages/admin-tutors';
import { ApiError, type AdminTutor, type AdminTutorListResponse } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';
import { adminTutor, storyTutors, tutorList } from './admin-tutors-fixtures';

const listed = (response: AdminTutorListResponse = tutorList()): [typeof tutorsList.fetchFx, () => Promise<AdminTutorListResponse>] => [
  tutorsList.fetchFx,
  async () => response,
];
/** A pretend server for the stories: verify and premium change what the next list answers. Reset before each story. */
let changes = new Map<string, Partial<AdminTutor>>();
const current = (tutor: AdminTutor): AdminTutor => ({ ...tutor, ...changes.get(tutor._id) });
const tutorById = (id: string) => current(storyTutors.find((tutor) => tutor._id === id) ?? adminTutor());
const change = (id: string, patch: Partial<AdminTutor>) => {
  changes.set(id, { ...changes.get(id), ...patch });
  return { message: 'ok', tutor: tutorById(id) };
};
const served: [typeof tutorsList.fetchFx, () => Promise<AdminTutorListResponse>] = [
  tutorsList.fetchFx,
  async () => tutorList(storyTutors.map(current)),
];
const verified: [typeof verifyTutorFx, (p: { tutorId: string; isApproved: boolean }) => Promise<{ message: string; tutor: AdminTutor }>] = [
  verifyTutorFx,
  async ({ tutorId, isApproved }) => change(tutorId, { isVerified: isApproved }),
];
const premiumSet: [typeof setPremiumFx, (p: { tutorId: string; isPremium: boolean }) => Promise<{ message: string; tutor: AdminTutor }>] = [
  setPremiumFx,
  async ({ tutorId, isPremium }) => change(tutorId, { isPremium }),
];

const meta = {
  title: 'Pages/Admin/Tutors',
  component: AdminTutorsPage,
  parameters: {
    route: '/admin/tutors',
    session: storyAdmin,
    effector: { handlers: [adminRecordHandler, served, verified, premiumSet] },
  } satisfies AppStoryParameters,
  beforeEach: () => {
    changes = new Map();
  },
} satisfies Meta<typeof AdminTutorsPage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminTutorsPage />
    </AdminLayout>
  );
}

/** The stat cards, filters, search and a page of tutors. */
export function List() {
  return <InLayout />;
}

/** The first load on its way: 'Loading...'. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = {
  effector: { handlers: [adminRecordHandler, [tutorsList.fetchFx, () => new Promise<never>(() => {})]] },
} satisfies AppStoryParameters;

/** No tutor matches the filter. */
export function Empty() {
  return <InLayout />;
}
Empty.parameters = { effector: { handlers: [adminRecordHandler, listed(tutorList([], 0))] } } satisfies AppStoryParameters;

/** The list could not be loaded: the message and Try Again. */
export function LoadError() {
  return <InLayout />;
}
LoadError.parameters = {
  effector: {
    handlers: [adminRecordHandler, [tutorsList.fetchFx, () => Promise.reject(new ApiError('Failed to load tutors', 0, false))]],
  },
} satisfies AppStoryParameters;

/** More than one page: Previous/Next. */
export function ManyPages() {
  return <InLayout />;
}
ManyPages.parameters = { effector: { handlers: [adminRecordHandler, listed(tutorList(storyTutors, 27)), verified, premiumSet] } } satisfies AppStoryParameters;

const review = async ({ canvasElement }: StoryContext, name: string) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Review ${name}` }));
};
// Mantine's modals render in a portal outside the story's canvas: their buttons are found in the whole page.
const inModal = async (name: string) => {
  await userEvent.click(await within(await screen.findByRole('dialog')).findByRole('button', { name }));
};

/** The Verify Tutor modal of a tutor with every education block and both documents. */
export function VerifyModal() {
  return <InLayout />;
}
VerifyModal.play = (context: StoryContext) => review(context, 'Farhana Akter');

/** The Verify Tutor modal of a tutor with no education and no documents. */
export function VerifyModalMissingDocuments() {
  return <InLayout />;
}
VerifyModalMissingDocuments.play = (context: StoryContext) => review(context, 'Sadia Islam');

/** Approved: the toast, and the row turns Verified at once. */
export function Approved() {
  return <InLayout />;
}
Approved.play = async (context: StoryContext) => {
  await review(context, 'Farhana Akter');
  await inModal('Approve');
};

/** The verification failed: the fallback message, the modal stays. */
export function VerifyFailed() {
  return <InLayout />;
}
VerifyFailed.parameters = {
  effector: {
    handlers: [adminRecordHandler, listed(), [verifyTutorFx, () => Promise.reject(new ApiError('fetch failed', 0, false))]],
  },
} satisfies AppStoryParameters;
VerifyFailed.play = async (context: StoryContext) => {
  await review(context, 'Farhana Akter');
  await inModal('Approve');
};

/** The premium switch asks first. */
export function ConfirmPremium() {
  return <InLayout />;
}
ConfirmPremium.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('switch', { name: 'Premium status for Farhana Akter' }));
};

/** Premium could not be changed: the failure toast. */
export function PremiumFailed() {
  return <InLayout />;
}
PremiumFailed.parameters = {
  effector: {
    handlers: [adminRecordHandler, listed(), [setPremiumFx, () => Promise.reject(new ApiError('boom', 500, true))]],
  },
} satisfies AppStoryParameters;
PremiumFailed.play = async ({ canvasElement }: StoryContext) => {
  await userEvent.click(await within(canvasElement).findByRole('switch', { name: 'Premium status for Rahim Uddin' }));
  await inModal('Confirm');
};

/** On a 360 px phone: the table scrolls sideways, the cards wrap. */
export function Narrow() {
  return <InLayout />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;

/** Delete asks in 'Confirm Delete' with the tutor's name. */
export function ConfirmDelete() {
  return <InLayout />;
}
ConfirmDelete.parameters = {
  effector: { handlers: [adminRecordHandler, listed(), [deleteUserFx, async () => ({ message: 'User deleted successfully' })]] },
} satisfies AppStoryParameters;
ConfirmDelete.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Delete Sadia Islam' }));
};
