import type { Meta, StoryContext } from '@storybook/react-vite';
import { within } from 'storybook/test';
import type { SessionUser } from '@/entities/session';
import { fetchTuitionFx, tuitionTitle, type PublicTuition, type Tuition } from '@/entities/tuition';
import { $appliedJobIds, $applyingJobIds, applyToJobFx, TuitionDetailsPage } from '@/pages/tuition-details';
import { $deleteDialogJobId, deleteTuitionFx } from '@/features/delete-tuition';
import { ApiError } from '@/shared/api';
import type { TuitionDetailResponse } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { hoursAgo, makeTuition, publicTuition } from '../entities/tuition/fixtures';

const meta = {
  title: 'Pages/Tuition Details',
  component: TuitionDetailsPage,
} satisfies Meta<typeof TuitionDetailsPage>;
export default meta;

const JOB = makeTuition({ postedAt: hoursAgo(30) });
const tutor: SessionUser = { id: 't1', name: 'Karim Uddin', userType: 'tutor', token: 'story-token', tutorId: 1007 };
const student: SessionUser = { id: 's1', name: 'Rahima Akter', userType: 'student', token: 'story-token' };
const admin: SessionUser = { id: 'a1', name: 'Operations Admin', userType: 'admin', token: 'story-token' };

/** The job as the server answers it: the public job to most callers, the full one to staff, the owner and the selected tutor. */
const answer = (tuition: PublicTuition | Tuition) => async (): Promise<TuitionDetailResponse> => ({
  id: tuition.jobId,
  // As the server does: the job's own title, else one made from its category.
  title: tuitionTitle(tuition),
  data: tuition,
});

interface DetailsStory {
  fetch?: () => Promise<TuitionDetailResponse>;
  session?: SessionUser | null;
  values?: NonNullable<AppStoryParameters['effector']>['values'];
}

const details = ({ fetch = answer(publicTuition(JOB)), session = null, values = [] }: DetailsStory = {}): AppStoryParameters => ({
  route: `/tuition_details/${JOB.jobId}`,
  path: '/tuition_details/:id',
  session,
  effector: {
    values,
    handlers: [
      [fetchTuitionFx, fetch],
      // Stand-in server answers, so every button can be pressed in Storybook.
      [applyToJobFx, async () => ({ success: true, message: 'Application submitted' })],
      [deleteTuitionFx, () => new Promise(() => {})],
    ],
  },
});

/** "Loading job details..." while the server answers. */
export function Loading() {
  return <TuitionDetailsPage />;
}
Loading.parameters = details({ fetch: () => new Promise(() => {}) });

/** Every field filled in, seen by a visitor: "Apply Now" with "Please login as a tutor to apply". */
export function FullJob() {
  return <TuitionDetailsPage />;
}
FullJob.parameters = details();

/** A job that leaves most things out: "N/A", "Any Gender", "Negotiable", "No additional requirements". */
export function MissingValues() {
  return <TuitionDetailsPage />;
}
MissingValues.parameters = details({
  fetch: answer(
    makeTuition({
      area: '',
      location: '',
      category: 'english medium',
      classLevel: '',
      studentGender: null,
      preferredTutor: 'Any',
      tutoringTime: null,
      tutoringType: '',
      subjects: [],
      salary: null,
      notes: [],
      postedAt: hoursAgo(3),
    }),
  ),
});

/** No job has this id (404): a clear message and a way back to the board. */
export function NotFound() {
  return <TuitionDetailsPage />;
}
NotFound.parameters = details({
  fetch: async () => {
    throw new ApiError('Tuition not found', 404, true);
  },
});

/** The server cannot be reached: an error with "Try Again", no sample job. */
export function ServerUnreachable() {
  return <TuitionDetailsPage />;
}
ServerUnreachable.parameters = details({
  fetch: async () => {
    throw new ApiError('Failed to fetch', 0, false);
  },
});

/** Apply, as a visitor: the media fee of the 6000 TK job (3,600 TK) and the hint to log in as a tutor. */
export function ApplyAsGuest() {
  return <TuitionDetailsPage />;
}
ApplyAsGuest.parameters = details({ session: null });

/** Apply, as a guardian/student: "Only tutors can apply for jobs". */
export function ApplyAsStudent() {
  return <TuitionDetailsPage />;
}
ApplyAsStudent.parameters = details({ session: student });

/** Apply, as a tutor who has not applied yet: the media fee above "Apply Now", which is live. */
export function ApplyAsTutor() {
  return <TuitionDetailsPage />;
}
ApplyAsTutor.parameters = details({ session: tutor });

/** Apply, while the application is on its way: "Applying...". */
export function ApplyApplying() {
  return <TuitionDetailsPage />;
}
ApplyApplying.parameters = details({ session: tutor, values: [[$applyingJobIds, [JOB.jobId]]] });

/** Apply, after the application went through: "Applied", disabled. */
export function ApplyApplied() {
  return <TuitionDetailsPage />;
}
ApplyApplied.parameters = details({ session: tutor, values: [[$appliedJobIds, [JOB.jobId]]] });

/** A tutor before applying to a 5000-6000 TK job: the media fee from the lower end, 3,000 TK. */
export function MediaFeeSalaryRange() {
  return <TuitionDetailsPage />;
}
MediaFeeSalaryRange.parameters = details({
  session: tutor,
  fetch: answer(makeTuition({ salary: '5000-6000', postedAt: hoursAgo(5) })),
});

/** A tutor before applying to a job with a negotiable salary: 60% of the agreed first month's salary. */
export function MediaFeeNegotiable() {
  return <TuitionDetailsPage />;
}
MediaFeeNegotiable.parameters = details({
  session: tutor,
  fetch: answer(makeTuition({ salary: null, postedAt: hoursAgo(5) })),
});

/** An admin: the guardian's details, and "Delete Tuition" beside "Apply Now". */
export function AdminView() {
  return <TuitionDetailsPage />;
}
AdminView.parameters = details({ session: admin, fetch: answer(JOB) });

/** The tutor selected for the job: the server sends the full job, so the guardian's details show (student, institution, address). */
export function SelectedTutorView() {
  return <TuitionDetailsPage />;
}
SelectedTutorView.parameters = details({ session: tutor, fetch: answer(makeTuition({ status: 'assigned', postedAt: hoursAgo(30) })) });

/** An admin pressed "Delete Tuition": the confirm modal. */
export function DeleteConfirmOpen() {
  return <TuitionDetailsPage />;
}
DeleteConfirmOpen.parameters = details({ session: admin, values: [[$deleteDialogJobId, JOB.jobId]] });

/** The confirm modal after "Delete": "Deleting..." (the stand-in server never answers). */
export function DeleteInProgress() {
  return <TuitionDetailsPage />;
}
DeleteInProgress.parameters = details({ session: admin, values: [[$deleteDialogJobId, JOB.jobId]] });
DeleteInProgress.play = async ({ userEvent }: StoryContext) => {
  // The modal is portalled to the document body, outside the story's canvas.
  const page = within(document.body);
  await userEvent.click(await page.findByRole('button', { name: 'Delete' }));
};

/** A 360 px phone, as a tutor. */
export function Narrow() {
  return <TuitionDetailsPage />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...details({ session: tutor }) };
Narrow.globals = narrowScreen.globals;

/** A tutor who applied, after a reload: the server says so ("Applied", disabled; no second Apply, no 409). */
export function AppliedAfterReload() {
  return <TuitionDetailsPage />;
}
AppliedAfterReload.parameters = details({ session: tutor, fetch: answer({ ...publicTuition(JOB), myApplicationStatus: 'Shortlisted' }) });

/** A tutor who withdrew: "Withdrawn", disabled. */
export function WithdrawnByTutor() {
  return <TuitionDetailsPage />;
}
WithdrawnByTutor.parameters = details({ session: tutor, fetch: answer({ ...publicTuition(JOB), myApplicationStatus: 'Withdrawn' }) });

/** An assigned job (its link still opens): "This tuition has been assigned" instead of Apply. */
export function AssignedJob() {
  return <TuitionDetailsPage />;
}
AssignedJob.parameters = details({ session: tutor, fetch: answer({ ...publicTuition(JOB), status: 'assigned' }) });

/** A closed job the tutor had applied to: "This tuition is closed", their status and a link to My Applications. */
export function ClosedJob() {
  return <TuitionDetailsPage />;
}
ClosedJob.parameters = details({
  session: tutor,
  fetch: answer({ ...publicTuition(JOB), status: 'closed', myApplicationStatus: 'Job closed' }),
});

/** The selected tutor: told so, with the way to the guardian's contact in My Tuitions. */
export function SelectedTutor() {
  return <TuitionDetailsPage />;
}
SelectedTutor.parameters = details({ session: tutor, fetch: answer({ ...JOB, status: 'assigned', myApplicationStatus: 'Selected' }) });
