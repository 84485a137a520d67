import type { Meta } from '@storybook/react-vite';
import type { SessionUser } from '@/entities/session';
import { fetchUserFx, type User } from '@/entities/user';
import {
  type AvailabilityChange,
  DashboardPage,
  fetchApplyStatusFx,
  fetchProfileChecklistFx,
  saveAvailabilityFx,
} from '@/pages/dashboard';
import { ApiError, type ApplyStatus, type ProfileChecklistResponse } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import {
  adminSession,
  adminUser,
  applyCounts,
  studentSession,
  studentUser,
  tutorSession,
  tutorUser,
} from './member-fixtures';
import { newTutorChecklist, verifiedTutorChecklist } from './my-work-fixtures';

const meta = {
  title: 'Pages/Dashboard',
  component: DashboardPage,
} satisfies Meta<typeof DashboardPage>;
export default meta;

const MORNING = new Date(2025, 5, 1, 9, 30);
const AFTERNOON = new Date(2025, 5, 1, 14, 30);
const never = () => new Promise<never>(() => {});

interface DashboardStory {
  session: SessionUser;
  fetchUser?: () => Promise<User>;
  fetchApplyStatus?: () => Promise<ApplyStatus>;
  /** The tutor's profile checklist (their own dashboard only). */
  fetchChecklist?: () => Promise<ProfileChecklistResponse>;
  /** Whether saving the availability works (the switch can be flipped in Storybook). */
  saveFails?: boolean;
  route?: string;
}

const dashboard = ({
  session,
  fetchUser,
  fetchApplyStatus = async () => applyCounts,
  fetchChecklist = async () => verifiedTutorChecklist,
  saveFails = false,
  route = `/dashboard/${session.id}`,
}: DashboardStory): AppStoryParameters => ({
  session,
  route,
  path: route === '/dashboard' ? '/dashboard' : '/dashboard/:id',
  effector: {
    handlers: [
      [fetchUserFx, fetchUser ?? never],
      [fetchApplyStatusFx, fetchApplyStatus],
      [fetchProfileChecklistFx, fetchChecklist],
      [
        saveAvailabilityFx,
        async ({ isAvailable }: AvailabilityChange) => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          if (saveFails) throw new ApiError('Could not save right now', 503, true);
          return isAvailable;
        },
      ],
    ],
  },
});

/** A guardian/student in the morning: "Good Morning, ...", the Bangla support note, Apply Status counts. */
export function StudentMorning() {
  return <DashboardPage now={MORNING} />;
}
StudentMorning.parameters = dashboard({ session: studentSession, fetchUser: async () => studentUser });

/** The same student in the afternoon: "Good Afternoon, Rahima Akter!". */
export function StudentAfternoon() {
  return <DashboardPage now={AFTERNOON} />;
}
StudentAfternoon.parameters = dashboard({ session: studentSession, fetchUser: async () => studentUser });

/** A new student with nothing posted yet: every count is 0. */
export function StudentNoActivity() {
  return <DashboardPage now={AFTERNOON} />;
}
StudentNoActivity.parameters = dashboard({
  session: studentSession,
  fetchUser: async () => studentUser,
  fetchApplyStatus: async () => ({ pending: 0, approved: 0, assigned: 0, confirmed: 0, cancelled: 0 }),
});

/** The Apply Status counts are still on their way. */
export function StudentCountsLoading() {
  return <DashboardPage now={AFTERNOON} />;
}
StudentCountsLoading.parameters = dashboard({
  session: studentSession,
  fetchUser: async () => studentUser,
  fetchApplyStatus: never,
});

/** The counts could not be loaded: a message with "Try Again". */
export function StudentCountsError() {
  return <DashboardPage now={AFTERNOON} />;
}
StudentCountsError.parameters = dashboard({
  session: studentSession,
  fetchUser: async () => studentUser,
  fetchApplyStatus: async () => {
    throw new ApiError('Server error', 500, true);
  },
});

/** The student dashboard on a 360 px phone: sidebar first, cards two by two. */
export function StudentNarrow() {
  return <DashboardPage now={AFTERNOON} />;
}
StudentNarrow.parameters = {
  ...narrowScreen.parameters,
  ...dashboard({ session: studentSession, fetchUser: async () => studentUser }),
};
StudentNarrow.globals = narrowScreen.globals;

/** A verified tutor who is available: the switch is on (flip it: it saves after a moment). */
export function TutorVerified() {
  return <DashboardPage />;
}
TutorVerified.parameters = dashboard({ session: tutorSession, fetchUser: async () => tutorUser });

/** A tutor waiting for verification, without education yet: the hints to complete the profile. */
export function TutorPendingVerification() {
  return <DashboardPage />;
}
TutorPendingVerification.parameters = dashboard({
  session: tutorSession,
  fetchUser: async () => ({ ...tutorUser, isVerified: false, education: undefined }),
});

/** A tutor who is not available; flipping the switch fails and puts it back with a toast. */
export function TutorUnavailable() {
  return <DashboardPage />;
}
TutorUnavailable.parameters = dashboard({
  session: tutorSession,
  fetchUser: async () => ({ ...tutorUser, isAvailable: false }),
  saveFails: true,
});

/** An admin's own dashboard: "Admin Dashboard", "Administrator", "Active". */
export function Admin() {
  return <DashboardPage />;
}
Admin.parameters = dashboard({ session: adminSession, fetchUser: async () => adminUser });

/** The member's record is on its way: "Loading..." in the sidebar and a placeholder. */
export function Loading() {
  return <DashboardPage />;
}
Loading.parameters = dashboard({ session: studentSession });

/** The server refused: its sentence (never "403 Forbidden") with "Try Again". */
export function ErrorForbidden() {
  return <DashboardPage />;
}
ErrorForbidden.parameters = dashboard({
  session: studentSession,
  fetchUser: async () => {
    throw new ApiError('You can only view your own account.', 403, true);
  },
});

/** The answer had no `user`: "Invalid user data format". */
export function InvalidUserData() {
  return <DashboardPage />;
}
InvalidUserData.parameters = dashboard({
  session: studentSession,
  fetchUser: async () => {
    throw new ApiError('Unexpected response from the server', 0, false);
  },
});

/** /dashboard without an id: "No user ID provided" and a link to the member's own dashboard. */
export function NoUserId() {
  return <DashboardPage />;
}
NoUserId.parameters = dashboard({ session: studentSession, route: '/dashboard' });

/** A new tutor's own dashboard: the checklist of what verification needs, each item a link to the profile wizard. */
export function TutorChecklistNewTutor() {
  return <DashboardPage />;
}
TutorChecklistNewTutor.parameters = dashboard({
  session: tutorSession,
  fetchUser: async () => ({ ...tutorUser, isVerified: false, education: undefined }),
  fetchChecklist: async () => newTutorChecklist,
});

/** The checklist is still on its way. */
export function TutorChecklistLoading() {
  return <DashboardPage />;
}
TutorChecklistLoading.parameters = dashboard({ session: tutorSession, fetchUser: async () => tutorUser, fetchChecklist: never });

/** The checklist could not be loaded: a message with "Try Again". */
export function TutorChecklistError() {
  return <DashboardPage />;
}
TutorChecklistError.parameters = dashboard({
  session: tutorSession,
  fetchUser: async () => tutorUser,
  fetchChecklist: async () => {
    throw new ApiError('Server error', 500, true);
  },
});

/** The tutor dashboard with its checklist on a 360 px phone. */
export function TutorChecklistNarrow() {
  return <DashboardPage />;
}
TutorChecklistNarrow.parameters = {
  ...narrowScreen.parameters,
  ...dashboard({ session: tutorSession, fetchUser: async () => tutorUser, fetchChecklist: async () => newTutorChecklist }),
};
TutorChecklistNarrow.globals = narrowScreen.globals;

/** The tutor's own dashboard in Bangla (issue 16): cards, checklist and numbers in Bangla. */
export function TutorBangla() {
  return <DashboardPage />;
}
TutorBangla.parameters = dashboard({
  session: tutorSession,
  fetchUser: async () => tutorUser,
  fetchChecklist: async () => newTutorChecklist,
});
TutorBangla.globals = { language: 'bn' };

/** The guardian's dashboard in Bangla: the greeting and the Apply Status counts in Bangla digits. */
export function StudentBangla() {
  return <DashboardPage now={MORNING} />;
}
StudentBangla.parameters = dashboard({ session: studentSession, fetchUser: async () => studentUser });
StudentBangla.globals = { language: 'bn' };

/** The tutor's dashboard in Bangla on a 360 px phone. */
export function TutorBanglaNarrow() {
  return <DashboardPage />;
}
TutorBanglaNarrow.parameters = {
  ...narrowScreen.parameters,
  ...dashboard({ session: tutorSession, fetchUser: async () => tutorUser, fetchChecklist: async () => newTutorChecklist }),
};
TutorBanglaNarrow.globals = { ...narrowScreen.globals, language: 'bn' };
