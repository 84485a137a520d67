import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PROFILE_SAVE_MESSAGES } from '@machines/tutor-profile-wizard';
import { StudentProfileFormView, STUDENT_PROFILE_LOAD_FAILED } from '@/pages/update-profile';
import { narrowScreen } from '../../decorators';
import { studentProfile } from '../edit-tutor-profile/fixtures';

// Each story is the student form in one state of its Effector model.
const meta = {
  title: 'Features/EditStudentProfile/StudentProfileFormView',
  component: StudentProfileFormView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StudentProfileFormView>;
export default meta;

const base = {
  loadStatus: 'ready',
  loadError: null,
  profile: studentProfile,
  saveStatus: 'idle',
  saveMessage: null,
  onSubmit: fn(),
  onRetry: fn(),
} as const;

/** The profile is on its way (or being initialized). */
export function Loading() {
  return <StudentProfileFormView {...base} loadStatus="loading" profile={null} />;
}

/** Filled from the loaded profile. */
export function Filled() {
  return <StudentProfileFormView {...base} />;
}

/** A profile just initialized: only what registration knew. */
export function Initialized() {
  return (
    <StudentProfileFormView
      {...base}
      profile={{ ...studentProfile, gender: null, personal: { currentCity: '', currentArea: '' } }}
    />
  );
}

/** "Updating..." while the save runs. */
export function Saving() {
  return <StudentProfileFormView {...base} saveStatus="saving" />;
}

/** Saved: the dashboard opens 2 s later. */
export function Saved() {
  return <StudentProfileFormView {...base} saveStatus="saved" saveMessage={PROFILE_SAVE_MESSAGES.saved} />;
}

/** The server refused: its sentence, never a status code. */
export function SaveError() {
  return (
    <StudentProfileFormView {...base} saveStatus="failed" saveMessage="Please enter a valid phone number" />
  );
}

/** No connection. */
export function SaveErrorOffline() {
  return <StudentProfileFormView {...base} saveStatus="failed" saveMessage={PROFILE_SAVE_MESSAGES.saveFailed} />;
}

/** The profile could not be loaded. */
export function LoadFailed() {
  return <StudentProfileFormView {...base} loadStatus="failed" loadError={STUDENT_PROFILE_LOAD_FAILED} profile={null} />;
}

/** Filled, on a 360 px phone. */
export function Narrow() {
  return <StudentProfileFormView {...base} />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
