import type { Meta } from '@storybook/react-vite';
import { fetchTutorFx } from '@/entities/tutor';
import { TutorDetailsPage } from '@/pages/tutor-details';
import { ApiError, type TutorDetailResponse } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { fullTutorDetail, sparseTutorDetail } from '../entities/tutor/tutor-fixtures';

const meta = {
  title: 'Pages/Tutor Details',
  component: TutorDetailsPage,
} satisfies Meta<typeof TutorDetailsPage>;
export default meta;

const details = (
  handler: (id: string) => Promise<TutorDetailResponse>,
  id = fullTutorDetail._id,
  search = '',
): AppStoryParameters => ({
  route: `/premium_tutor_details/${id}${search}`,
  path: '/premium_tutor_details/:id',
  effector: { handlers: [[fetchTutorFx, handler]] },
});

/** The server has not answered yet: a spinner. */
export function Loading() {
  return <TutorDetailsPage />;
}
Loading.parameters = details(() => new Promise(() => {}));

/** A tutor with a full profile: the "Tutor Profile" card, "Tuition Information" and the contact form. */
export function Full() {
  return <TutorDetailsPage />;
}
Full.parameters = details(async () => ({ tutor: fullTutorDetail }));

/** The "Educational Qualification" tab: the table of SSC, HSC and graduation. */
export function EducationTab() {
  return <TutorDetailsPage />;
}
EducationTab.parameters = details(async () => ({ tutor: fullTutorDetail }), fullTutorDetail._id, '?tab=education');

/** A tutor who filled in little: "Not provided" for everything left out, never a made-up value. */
export function MissingDataDefaults() {
  return <TutorDetailsPage />;
}
MissingDataDefaults.parameters = details(async () => ({ tutor: sparseTutorDetail }), sparseTutorDetail._id);

/** No education entered: "No educational information available". */
export function NoEducation() {
  return <TutorDetailsPage />;
}
NoEducation.parameters = details(async () => ({ tutor: sparseTutorDetail }), sparseTutorDetail._id, '?tab=education');

/** The photo address fails to load: the default avatar. */
export function BrokenPhoto() {
  return <TutorDetailsPage />;
}
BrokenPhoto.parameters = details(async () => ({ tutor: { ...fullTutorDetail, image: '/uploads/missing-photo.jpg' } }));

/** No such tutor: "Not Found" and "View All Tutors". */
export function NotFound() {
  return <TutorDetailsPage />;
}
NotFound.parameters = details(async () => {
  throw new ApiError('Tutor not found', 404, true);
}, 'no-such-tutor');

/** The call fails: the Error box with "Try Again". */
export function ServerError() {
  return <TutorDetailsPage />;
}
ServerError.parameters = details(async () => {
  throw new ApiError('Failed to fetch', 0, false);
});

/** A 360 px phone: the profile card, the contact form, then the tabs. */
export function Narrow() {
  return <TutorDetailsPage />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...details(async () => ({ tutor: fullTutorDetail })) };
Narrow.globals = narrowScreen.globals;
