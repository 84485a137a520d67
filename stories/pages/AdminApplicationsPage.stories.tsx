import type { Meta, StoryContext } from '@storybook/react-vite';
import { screen, within } from 'storybook/test';
import { fetchApplicantContactFx } from '@/entities/application';
import {
  AdminApplicationsPage,
  applicationsList,
  type AssignmentTarget,
  deassignTutorFx,
  selectTutorFx,
} from '@/pages/admin-applications';
import { ApiError, type ApplicantContact, type Application } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';
import { type AdminApplicationsAnswer, type AdminApplicationsQuery, contactOf, deassigned, pageOf, selected, storyApplications } from './admin-applications-fixtures';

/** A pretend server: select and deassign change what it holds. Reset before each story. */
let jobs: Application[] = storyApplications;
const jobOf = (jobId: string) => jobs.find((job) => job.jobId === jobId)!;
const replace = (updated: Application) => {
  jobs = jobs.map((job) => (job.jobId === updated.jobId ? updated : job));
  return updated;
};

type ListHandler = [typeof applicationsList.fetchFx, (query: AdminApplicationsQuery) => Promise<AdminApplicationsAnswer>];
const listed = (data: Application[] = storyApplications): ListHandler => [applicationsList.fetchFx, async (query) => pageOf(data, query)];
const served: ListHandler = [applicationsList.fetchFx, async (query) => pageOf(jobs, query)];
const lookedUp: [typeof fetchApplicantContactFx, (tutorId: string) => Promise<ApplicantContact>] = [
  fetchApplicantContactFx,
  async (tutorId) => contactOf(tutorId),
];
const selects: [typeof selectTutorFx, (target: AssignmentTarget) => Promise<Application>] = [
  selectTutorFx,
  async ({ jobId, tutorId }) => replace(selected(jobOf(jobId), tutorId)),
];
const deassigns: [typeof deassignTutorFx, (target: AssignmentTarget) => Promise<Application>] = [
  deassignTutorFx,
  async ({ jobId }) => replace(deassigned(jobOf(jobId))),
];

const meta = {
  title: 'Pages/Admin/Applications',
  component: AdminApplicationsPage,
  parameters: {
    route: '/admin/applications',
    session: storyAdmin,
    effector: { handlers: [adminRecordHandler, served, lookedUp, selects, deassigns] },
  } satisfies AppStoryParameters,
  beforeEach: () => {
    jobs = storyApplications;
  },
} satisfies Meta<typeof AdminApplicationsPage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminApplicationsPage />
    </AdminLayout>
  );
}

/** The Pending tab: jobs without a tutor, their applicants and 'Select Tutor'. */
export function PendingList() {
  return <InLayout />;
}

/** The Assigned tab: the accepted applicant carries 'Deassign Tutor'. */
export function AssignedList() {
  return <InLayout />;
}
AssignedList.parameters = { route: '/admin/applications?tab=assigned' } satisfies AppStoryParameters;

/** The first load on its way: the spinner. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = {
  effector: { handlers: [adminRecordHandler, [applicationsList.fetchFx, () => new Promise<never>(() => {})]] },
} satisfies AppStoryParameters;

/** The applicants' details on their way: 'Loading...' in place of each name. */
export function ApplicantsLoading() {
  return <InLayout />;
}
ApplicantsLoading.parameters = {
  effector: {
    handlers: [adminRecordHandler, listed(), [fetchApplicantContactFx, () => new Promise<never>(() => {})]],
  },
} satisfies AppStoryParameters;

/** Nobody applied yet: 'No pending applications found'. */
export function Empty() {
  return <InLayout />;
}
Empty.parameters = { effector: { handlers: [adminRecordHandler, listed([]), lookedUp] } } satisfies AppStoryParameters;

/** One applicant's lookup failed: 'Error loading tutor details: MESSAGE' replaces that card. */
export function LookupError() {
  return <InLayout />;
}
LookupError.parameters = {
  effector: {
    handlers: [
      adminRecordHandler,
      listed(),
      [
        fetchApplicantContactFx,
        async (tutorId: string) => {
          if (tutorId === storyApplications[0]!.applicants[1]!.tutorId) throw new ApiError('Tutor not found', 404, true);
          return contactOf(tutorId);
        },
      ],
    ],
  },
} satisfies AppStoryParameters;

/** The list could not be loaded: the message and Try Again. */
export function LoadError() {
  return <InLayout />;
}
LoadError.parameters = {
  effector: {
    handlers: [adminRecordHandler, [applicationsList.fetchFx, () => Promise.reject(new ApiError('Failed to load applications', 0, false))]],
  },
} satisfies AppStoryParameters;

// The confirmation is a portal: it is looked for in the whole page, not in the story's canvas.
const confirmSelection = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Select Tutor Farhana Akter' }));
  const dialog = within(await screen.findByRole('dialog'));
  await userEvent.click(await dialog.findByRole('button', { name: 'Confirm selection' }));
};

/** Select Tutor opens the confirmation: the agreed salary (the range's lower bound), today, and the fee. */
export function SelectDialog() {
  return <InLayout />;
}
SelectDialog.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Select Tutor Farhana Akter' }));
};

/** Select Tutor confirmed: the toast, and the job moves to the Assigned tab. */
export function Selected() {
  return <InLayout />;
}
Selected.play = confirmSelection;

/** Another admin was quicker: the server's message in the dialog, and the list reloads. */
export function SelectFailed() {
  return <InLayout />;
}
SelectFailed.parameters = {
  effector: {
    handlers: [
      adminRecordHandler,
      listed(),
      lookedUp,
      [selectTutorFx, () => Promise.reject(new ApiError('A tutor is already assigned to this tuition', 409, true))],
    ],
  },
} satisfies AppStoryParameters;
SelectFailed.play = confirmSelection;

/** The cards stacked on a 360 px phone. */
export function NarrowScreen() {
  return <InLayout />;
}
NarrowScreen.parameters = { ...narrowScreen.parameters };
NarrowScreen.globals = narrowScreen.globals;
