import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROFILE_REDIRECT_DELAY } from '@machines/tutor-profile-wizard';
import { routes } from '@/shared/config';
import {
  $studentProfile,
  $studentProfileLoadError,
  $studentProfileLoadStatus,
  $studentProfileSaveMessage,
  $studentProfileSaveStatus,
  studentProfileClosed,
  studentProfileOpened,
  studentProfileSubmitted,
} from '../model/student-profile';
import { StudentProfileFormView } from './StudentProfileFormView';

/** Loads (or initializes) a student's profile, saves it, then opens the dashboard 2 s later. */
export function StudentProfileForm({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const state = useUnit({
    profile: $studentProfile,
    loadStatus: $studentProfileLoadStatus,
    loadError: $studentProfileLoadError,
    saveStatus: $studentProfileSaveStatus,
    saveMessage: $studentProfileSaveMessage,
    opened: studentProfileOpened,
    closed: studentProfileClosed,
    submitted: studentProfileSubmitted,
  });
  const { opened, closed, saveStatus } = state;

  useEffect(() => {
    opened(userId);
    return () => closed();
  }, [userId, opened, closed]);

  useEffect(() => {
    if (saveStatus !== 'saved') return undefined;
    const timer = setTimeout(() => void navigate(routes.dashboard(userId)), PROFILE_REDIRECT_DELAY);
    return () => clearTimeout(timer);
  }, [saveStatus, navigate, userId]);

  return (
    <StudentProfileFormView
      loadStatus={state.loadStatus}
      loadError={state.loadError}
      profile={state.profile}
      saveStatus={state.saveStatus}
      saveMessage={state.saveMessage}
      onSubmit={state.submitted}
      onRetry={() => opened(userId)}
    />
  );
}
