import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { parseTutorProfileDraft, tutorProfileWizardMachine } from '@machines/tutor-profile-wizard';
import { createDraftStorage } from '@/shared/lib/draft';
import { routes } from '@/shared/config';
import { toast } from '@/shared/ui/toast';
import { tutorProfileApi } from '../api/tutor-profile-api';
import { wizardMessage } from '../lib/messages';
import { toDraft, toUpdateBody } from '../lib/profile-mapping';
import type { TutorProfileWizardLogic } from './wizard-actor';

/** The storage name of this wizard's drafts (localStorage, one per user). */
export const TUTOR_PROFILE_DRAFT = 'tutorProfile';

/** The profile wizard machine calling the API; tests and stories give their own `tutorProfileWizardMachine.provide(...)`. */
export const tutorProfileWizardLogic: TutorProfileWizardLogic = tutorProfileWizardMachine.provide({
  actors: {
    loadProfile: fromPromise(async ({ input }) => {
      const profile = await tutorProfileApi.get(input.userId);
      return profile
        ? { profile: toDraft(profile), profileCompletion: profile.profileCompletion }
        : { profile: null, profileCompletion: null };
    }),
    initializeProfile: fromPromise(async ({ input }) => {
      const profile = await tutorProfileApi.initialize(input.userId);
      return { profile: toDraft(profile), profileCompletion: profile.profileCompletion };
    }),
    saveProfile: fromPromise(async ({ input }) => {
      const saved = await tutorProfileApi.save(input.userId, toUpdateBody(input.profile));
      return { profileCompletion: saved.profileCompletion };
    }),
  },
});

/**
 * The tutor profile wizard logic wired to toasts, the router and the draft: unsaved changes are kept
 * and shown again (instead of the saved profile) after a reload or a closed tab, until saved or discarded.
 */
export function useTutorProfileWizardFlow(userId: string, logic: TutorProfileWizardLogic) {
  const [drafts] = useState(() => createDraftStorage(TUTOR_PROFILE_DRAFT, userId, parseTutorProfileDraft));
  const [draft] = useState(() => drafts.read());
  const navigate = useNavigate();
  const wired = logic.provide({
    actions: {
      notifySaved: (_, { message }) => void toast.success(wizardMessage(message)),
      notifySaveFailed: (_, { message }) => void toast.error(wizardMessage(message)),
      goToDashboard: (_, { id }) => void navigate(routes.dashboard(id)),
      saveDraft: (_, { profile }) => drafts.write(profile),
      clearDraft: () => drafts.clear(),
    },
  });
  return { logic: wired, input: { userId, draft } };
}
