import { createEffect, createEvent, createStore, sample } from 'effector';
import { PROFILE_SAVE_MESSAGES, profileSaveErrorMessage } from '@machines/tutor-profile-wizard';
import type { ApiError, StudentProfile, StudentProfileUpdateBody } from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import { studentProfileApi } from '../api/student-profile-api';
import { studentProfileMessage } from '../lib/student-profile-messages';

export type StudentProfileLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type StudentProfileSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export const STUDENT_PROFILE_LOAD_FAILED = 'Could not load your profile. Please check your connection and try again.';

/** The form was opened for this student (the route's id). */
export const studentProfileOpened = createEvent<string>();
/** A checked form was sent. */
export const studentProfileSubmitted = createEvent<StudentProfileUpdateBody>();
/** The student left the form: the last result goes. */
export const studentProfileClosed = createEvent();

export const fetchStudentProfileFx = createEffect<string, StudentProfile | null, ApiError>((userId) =>
  studentProfileApi.get(userId),
);
export const initializeStudentProfileFx = createEffect<string, StudentProfile, ApiError>((userId) =>
  studentProfileApi.initialize(userId),
);
export const saveStudentProfileFx = createEffect<
  { userId: string; body: StudentProfileUpdateBody },
  StudentProfile,
  ApiError
>(({ userId, body }) => studentProfileApi.save(userId, body));

const notifySavedFx = createEffect((message: string) => {
  toast.success(studentProfileMessage(message));
});
const notifySaveFailedFx = createEffect((message: string) => {
  toast.error(studentProfileMessage(message));
});

export const $studentProfileUserId = createStore<string | null>(null)
  .on(studentProfileOpened, (_, userId) => userId)
  .reset(studentProfileClosed);

export const $studentProfile = createStore<StudentProfile | null>(null)
  .on(fetchStudentProfileFx.doneData, (current, profile) => profile ?? current)
  .on(initializeStudentProfileFx.doneData, (_, profile) => profile)
  .on(saveStudentProfileFx.doneData, (_, profile) => profile)
  .reset(studentProfileClosed);

export const $studentProfileLoadStatus = createStore<StudentProfileLoadStatus>('idle')
  .on(studentProfileOpened, () => 'loading')
  .on(fetchStudentProfileFx.doneData, (status, profile) => (profile ? 'ready' : status))
  .on(initializeStudentProfileFx.done, () => 'ready')
  .on([fetchStudentProfileFx.fail, initializeStudentProfileFx.fail], () => 'failed')
  .reset(studentProfileClosed);

export const $studentProfileLoadError = createStore<string | null>(null)
  .on([fetchStudentProfileFx.fail, initializeStudentProfileFx.fail], (_, { error }) =>
    error.fromServer && error.message.trim() ? error.message : STUDENT_PROFILE_LOAD_FAILED,
  )
  .reset(studentProfileOpened, studentProfileClosed);

export const $studentProfileSaveStatus = createStore<StudentProfileSaveStatus>('idle')
  .on(saveStudentProfileFx, () => 'saving')
  .on(saveStudentProfileFx.done, () => 'saved')
  .on(saveStudentProfileFx.fail, () => 'failed')
  .reset(studentProfileOpened, studentProfileClosed);

/** "Profile updated successfully!", or the save's error (spec 8, "Profile save"). */
export const $studentProfileSaveMessage = createStore<string | null>(null)
  .on(saveStudentProfileFx.done, () => PROFILE_SAVE_MESSAGES.saved)
  .on(saveStudentProfileFx.fail, (_, { error }) => profileSaveErrorMessage(error))
  .reset(saveStudentProfileFx, studentProfileOpened, studentProfileClosed);

sample({ clock: studentProfileOpened, target: fetchStudentProfileFx });

// The initialize-when-missing rule: no profile yet (404 or none in the answer) creates one.
sample({
  clock: fetchStudentProfileFx.done,
  filter: ({ result }) => result === null,
  fn: ({ params }) => params,
  target: initializeStudentProfileFx,
});

sample({
  clock: studentProfileSubmitted,
  source: { userId: $studentProfileUserId, saving: saveStudentProfileFx.pending },
  filter: ({ userId, saving }) => userId !== null && !saving,
  fn: ({ userId }, body) => ({ userId: userId!, body }),
  target: saveStudentProfileFx,
});

sample({ clock: saveStudentProfileFx.done, fn: () => PROFILE_SAVE_MESSAGES.saved, target: notifySavedFx });
sample({ clock: saveStudentProfileFx.failData, fn: profileSaveErrorMessage, target: notifySaveFailedFx });
