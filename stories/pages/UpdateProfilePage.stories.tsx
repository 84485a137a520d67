import type { Meta } from '@storybook/react-vite';
import type { DocumentStatusInfo } from '@machines/document-verification';
import type { LoadProfileOutput } from '@machines/tutor-profile-wizard';
import type { SessionUser } from '@/entities/session';
import { fetchUserFx } from '@/entities/user';
import {
  fetchStudentProfileFx,
  initializeStudentProfileFx,
  saveStudentProfileFx,
  UpdateProfilePage,
} from '@/pages/update-profile';
import { ApiError, type StudentProfile, type StudentProfileUpdateBody } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import {
  completeTutorProfile,
  freshTutorProfile,
  noDocuments,
  pendingDocuments,
  studentProfile,
  verifiedDocuments,
} from '../features/edit-tutor-profile/fixtures';
import { profileWizardLogic } from '../features/edit-tutor-profile/stand-ins';
import { documentsLogic } from '../features/upload-documents/stand-ins';
import { studentSession, studentUser, tutorSession, tutorUser } from './member-fixtures';

// The real page with stand-in calls: the Effector scope for the student form and the sidebar, machine
// actors for the tutor's wizard and documents. Everything can be clicked through; nothing needs a server.
const meta = {
  title: 'Pages/UpdateProfile',
  component: UpdateProfilePage,
} satisfies Meta<typeof UpdateProfilePage>;
export default meta;

const never = () => new Promise<never>(() => {});
const later = <T,>(value: T, ms = 700) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function studentPage({
  fetchProfile = async () => studentProfile,
  saveFails = false,
  session = studentSession,
}: {
  fetchProfile?: () => Promise<StudentProfile | null>;
  saveFails?: boolean;
  session?: SessionUser;
} = {}): AppStoryParameters {
  return {
    session,
    route: `/update-profile/${session.id}`,
    path: '/update-profile/:id',
    effector: {
      handlers: [
        [fetchUserFx, async () => studentUser],
        [fetchStudentProfileFx, fetchProfile],
        [initializeStudentProfileFx, async () => ({ ...studentProfile, gender: null, personal: { currentCity: '', currentArea: '' } })],
        [
          saveStudentProfileFx,
          async ({ body }: { body: StudentProfileUpdateBody }) => {
            await later(null);
            if (saveFails) throw new ApiError('Please enter a valid phone number', 400, true);
            return { ...studentProfile, ...body, name: body.fullName, personal: { currentCity: body.currentCity, currentArea: body.currentArea } };
          },
        ],
      ],
    },
  };
}

const tutorPage = (): AppStoryParameters => ({
  session: tutorSession,
  route: `/update-profile/${tutorSession.id}`,
  path: '/update-profile/:id',
  effector: { handlers: [[fetchUserFx, async () => tutorUser]] },
});

function TutorStandIns({
  profile = completeTutorProfile,
  documents = noDocuments,
  loadProfile,
}: {
  profile?: LoadProfileOutput['profile'];
  documents?: DocumentStatusInfo;
  loadProfile?: () => Promise<LoadProfileOutput>;
}) {
  const wizard = profileWizardLogic({
    load: () => loadProfile?.() ?? later({ profile: structuredClone(profile), profileCompletion: 74 }, 400),
    initialize: () => later({ profile: freshTutorProfile(), profileCompletion: 4 }, 400),
    save: () => later({ profileCompletion: 96 }, 900),
  });
  const documentFlow = documentsLogic({
    loadStatus: () => later(documents, 300),
    // Sends the files in ten steps, so the progress bar can be watched.
    upload: async (input) => {
      for (let step = 1; step <= 10; step += 1) {
        await later(null, 250);
        input.onProgress({ loaded: step * 10, total: 100 });
      }
      return { documents: pendingDocuments };
    },
  });
  return (
    <UpdateProfilePage
      tutorFlows={{
        profile: { logic: wizard.logic },
        documents: { logic: documentFlow.logic },
      }}
    />
  );
}

/** A student: the single "Update Student Profile" form, filled. Saving works and opens the dashboard. */
export function Student() {
  return <UpdateProfilePage />;
}
Student.parameters = studentPage();

/** A student whose profile is still loading. */
export function StudentLoading() {
  return <UpdateProfilePage />;
}
StudentLoading.parameters = studentPage({ fetchProfile: never });

/** A student whose save is refused by the server. */
export function StudentSaveRefused() {
  return <UpdateProfilePage />;
}
StudentSaveRefused.parameters = studentPage({ saveFails: true });

/** A tutor: the five-step wizard, documents not uploaded yet; choose images and submit them at step 4. */
export function Tutor() {
  return (
    <TutorStandIns />
  );
}
Tutor.parameters = tutorPage();

/** A tutor whose profile does not exist yet: it is initialized, and the wizard starts nearly empty. */
export function TutorNewProfile() {
  return (
    <TutorStandIns loadProfile={() => later({ profile: null, profileCompletion: null }, 400)} />
  );
}
TutorNewProfile.parameters = tutorPage();

/** A tutor whose documents await verification. */
export function TutorDocumentsPending() {
  return (
    <TutorStandIns documents={pendingDocuments} />
  );
}
TutorDocumentsPending.parameters = tutorPage();

/** A verified tutor. */
export function TutorDocumentsVerified() {
  return (
    <TutorStandIns documents={verifiedDocuments} />
  );
}
TutorDocumentsVerified.parameters = tutorPage();

/** A tutor whose profile cannot be loaded. */
export function TutorLoadFailed() {
  return (
    <TutorStandIns loadProfile={() => Promise.reject(new ApiError('Failed to fetch', 0, false))} />
  );
}
TutorLoadFailed.parameters = tutorPage();

/** The student form on a 360 px phone. */
export function StudentNarrow() {
  return <UpdateProfilePage />;
}
StudentNarrow.parameters = { ...studentPage(), ...narrowScreen.parameters };
StudentNarrow.globals = narrowScreen.globals;

/** The tutor wizard on a 360 px phone. */
export function TutorNarrow() {
  return (
    <TutorStandIns />
  );
}
TutorNarrow.parameters = { ...tutorPage(), ...narrowScreen.parameters };
TutorNarrow.globals = narrowScreen.globals;
