import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  blankProfile,
  cleanList,
  cleanProfile,
  cleanTuition,
  hasCompleteSchoolExams,
  incompleteSections,
  LIST_FIELDS,
  type EducationSection,
  type OptionalSection,
  type PersonalDraft,
  type TuitionDraft,
  type TutorProfileDraft,
} from './profile-rules';
import type { TutorProfile } from '../../src/shared/api/contract';

/** The five steps, in order (spec 2, "Update profile"). */
export const WIZARD_STEPS = ['education', 'tuition', 'personal', 'documents', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** What step 4 needs from the document-verification flow (see its `documentGateOf`). */
export interface WizardDocumentGate {
  nationalId: boolean;
  institutionId: boolean;
  hasUnsubmittedFiles: boolean;
}

export interface TutorProfileWizardInput {
  userId: string;
  /** What the tutor typed last time and did not save (reload, closed tab): shown instead of the saved profile. */
  draft?: TutorProfileDraft | null;
}

export interface LoadProfileInput {
  userId: string;
}

/** The contract's profile completion (0–100), or null when the server sent none. */
type CompletionOf = { [K in keyof Pick<TutorProfile, 'profileCompletion'>]: TutorProfile[K] | null };

/**
 * A loaded profile (the contract's tutor profile answer, its sections as drafts), or `profile: null` when the server
 * has none for this tutor yet.
 */
export type LoadProfileOutput = CompletionOf & { profile: TutorProfileDraft | null };

export type InitializeProfileOutput = CompletionOf & { profile: TutorProfileDraft };

export interface SaveProfileInput {
  userId: string;
  profile: TutorProfileDraft;
}

/** What the save answers, as far as the wizard reads it: the contract's completion. */
export type SaveProfileOutput = CompletionOf;

export interface TutorProfileWizardContext {
  userId: string;
  profile: TutorProfileDraft;
  profileCompletion: number | null;
  /** The message of the step on screen (a blocked Next, a failed save or load). */
  error: string | null;
  /** Set at the first Next from step 1: from then on the education rules are shown as the tutor types. */
  educationChecked: boolean;
  /** Optional sections begun but not finished (flagged, never blocking). */
  incompleteSections: OptionalSection[];
  documents: WizardDocumentGate;
  /** A draft to show once the profile has loaded. */
  pendingDraft: TutorProfileDraft | null;
  /** The profile on screen is a restored draft: the wizard says "Draft restored" until it is saved or discarded. */
  draftRestored: boolean;
  /** Changes not saved to the server yet (leaving asks first). */
  dirty: boolean;
}

export type TutorProfileWizardEvent =
  | { type: 'education.change'; section: EducationSection; field: string; value: string }
  | { type: 'education.clear'; section: OptionalSection }
  | { type: 'tuition.change'; patch: Partial<TuitionDraft> }
  | { type: 'personal.change'; patch: Partial<PersonalDraft> }
  | { type: 'documents.update'; gate: WizardDocumentGate }
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'step.goto'; step: WizardStep }
  | { type: 'profile.submit' }
  | { type: 'profile.retry' }
  /** Throw the restored draft away and show the saved profile again. */
  | { type: 'draft.discard' };

/** The "Profile save" row of the error catalogue: the student form says the same. */
export const PROFILE_SAVE_MESSAGES = {
  saved: 'Profile updated successfully!',
  saveFailed: 'An error occurred. Please check your connection and try again.',
  /** The server refused without a sentence of its own. */
  refused: 'Your profile could not be saved. Please check the details and try again.',
} as const;

export const TUTOR_PROFILE_MESSAGES = {
  ...PROFILE_SAVE_MESSAGES,
  incompleteSchoolExams: 'Please complete all required SSC and HSC fields',
  missingDocuments: 'Please upload both National ID/Birth Certificate and Institution ID',
  unsubmittedDocuments: "Please click 'Submit Documents for Verification' before proceeding",
  incompleteOptionalSections: 'Please complete every field of the optional education sections you began, or clear them',
  loadFailed: 'Could not load your profile. Please check your connection and try again.',
} as const;

/** The delay before the dashboard opens after a save (spec: 2 s). */
export const PROFILE_REDIRECT_DELAY = 2000;

/**
 * The message of a failed profile save (spec 8, "Profile save"): the server's sentence when it answered (the
 * spec's "Server returned {status}: {body}" gave way to it: no screen shows a bare status code, see
 * docs/decisions.md), else the connection message. Errors have the API client's shape.
 */
export function profileSaveErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { status, message } = error as { status?: unknown; message?: unknown };
    if (typeof status === 'number' && status > 0) {
      return typeof message === 'string' && message.trim() !== '' ? message : PROFILE_SAVE_MESSAGES.refused;
    }
  }
  return PROFILE_SAVE_MESSAGES.saveFailed;
}

function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, fromServer } = error as { message?: unknown; fromServer?: unknown };
  return fromServer === true && typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

const isNotFoundError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

const documentsReady = (gate: WizardDocumentGate) => gate.nationalId && gate.institutionId && !gate.hasUnsubmittedFiles;

const DOCUMENT_MESSAGES: readonly string[] = [
  TUTOR_PROFILE_MESSAGES.missingDocuments,
  TUTOR_PROFILE_MESSAGES.unsubmittedDocuments,
];

const wizardSetup = setup({
  types: {
    context: {} as TutorProfileWizardContext,
    events: {} as TutorProfileWizardEvent,
    input: {} as TutorProfileWizardInput,
  },
  actors: {
    loadProfile: fromPromise<LoadProfileOutput, LoadProfileInput>(async () => {
      throw new Error('tutorProfileWizardMachine: provide the loadProfile actor');
    }),
    initializeProfile: fromPromise<InitializeProfileOutput, LoadProfileInput>(async () => {
      throw new Error('tutorProfileWizardMachine: provide the initializeProfile actor');
    }),
    saveProfile: fromPromise<SaveProfileOutput, SaveProfileInput>(async () => {
      throw new Error('tutorProfileWizardMachine: provide the saveProfile actor');
    }),
  },
  actions: {
    notifySaved: (_, _params: { message: string }) => {},
    /** Keeps what was typed (the app: localStorage per user), so a reload or a closed tab loses nothing. */
    saveDraft: (_, _params: { profile: TutorProfileDraft }) => {},
    /** Forgets the draft: after a successful save, or when the tutor discards it. */
    clearDraft: () => {},
    markDirty: assign({ dirty: true }),
    forgetDraft: assign({ pendingDraft: null, draftRestored: false, dirty: false }),
    notifySaveFailed: (_, _params: { message: string }) => {},
    goToDashboard: (_, _params: { id: string }) => {},
    clearError: assign({ error: null }),
    editEducation: assign(({ context, event }) => {
      assertEvent(event, ['education.change', 'education.clear']);
      const { education } = context.profile;
      const current = education[event.section] as unknown as Record<string, string>;
      let section: Record<string, string>;
      if (event.type === 'education.clear') {
        // The status keeps its value: it is not something the tutor "filled".
        section = Object.fromEntries(Object.keys(current).map((key) => [key, key === 'status' ? current[key] : '']));
      } else {
        if (!(event.field in current)) return {};
        section = { ...current, [event.field]: event.value };
      }
      const next = { ...education, [event.section]: section } as TutorProfileDraft['education'];
      const profile = { ...context.profile, education: next };
      if (!context.educationChecked) return { profile };
      const incomplete = incompleteSections(next);
      const fixed =
        (context.error === TUTOR_PROFILE_MESSAGES.incompleteSchoolExams && hasCompleteSchoolExams(next)) ||
        (context.error === TUTOR_PROFILE_MESSAGES.incompleteOptionalSections && incomplete.length === 0);
      return { profile, incompleteSections: incomplete, error: fixed ? null : context.error };
    }),
    editTuition: assign(({ context, event }) => {
      assertEvent(event, 'tuition.change');
      const patch: Partial<TuitionDraft> = { ...event.patch };
      // Lists never hold empty values or duplicates.
      for (const field of LIST_FIELDS) {
        const list = patch[field];
        if (list) patch[field] = cleanList(list);
      }
      return { profile: { ...context.profile, tuition: { ...context.profile.tuition, ...patch } } };
    }),
    editPersonal: assign(({ context, event }) => {
      assertEvent(event, 'personal.change');
      return { profile: { ...context.profile, personal: { ...context.profile.personal, ...event.patch } } };
    }),
    checkEducation: assign(({ context }) => ({
      educationChecked: true,
      incompleteSections: incompleteSections(context.profile.education),
    })),
    reportIncompleteSchoolExams: assign({ error: TUTOR_PROFILE_MESSAGES.incompleteSchoolExams }),
    reportIncompleteOptionalSections: assign({ error: TUTOR_PROFILE_MESSAGES.incompleteOptionalSections }),
    reportMissingDocuments: assign({ error: TUTOR_PROFILE_MESSAGES.missingDocuments }),
    reportUnsubmittedDocuments: assign({ error: TUTOR_PROFILE_MESSAGES.unsubmittedDocuments }),
    updateDocuments: assign(({ context, event }) => {
      assertEvent(event, 'documents.update');
      const cleared = context.error !== null && DOCUMENT_MESSAGES.includes(context.error) && documentsReady(event.gate);
      return { documents: event.gate, error: cleared ? null : context.error };
    }),
    storeProfile: assign(({ context }, params: { profile: TutorProfileDraft; profileCompletion: number | null }) => {
      // A draft left last time wins over the saved profile: it is what the tutor was working on.
      const profile = context.pendingDraft ?? params.profile;
      return {
        profile: { ...profile, tuition: cleanTuition(profile.tuition) },
        profileCompletion: params.profileCompletion,
        error: null,
        pendingDraft: null,
        draftRestored: context.pendingDraft !== null,
        dirty: context.pendingDraft !== null,
      };
    }),
  },
  guards: {
    hasCompleteSchoolExams: ({ context }) => hasCompleteSchoolExams(context.profile.education),
    hasIncompleteSections: ({ context }) => incompleteSections(context.profile.education).length > 0,
    isMissingDocuments: ({ context }) => !(context.documents.nationalId && context.documents.institutionId),
    hasUnsubmittedDocuments: ({ context }) => context.documents.hasUnsubmittedFiles,
    isStep: ({ event }, params: { step: WizardStep }) => event.type === 'step.goto' && event.step === params.step,
  },
  delays: {
    redirect: PROFILE_REDIRECT_DELAY,
  },
});

const saveDraft = {
  type: 'saveDraft',
  params: ({ context }: { context: TutorProfileWizardContext }) => ({ profile: context.profile }),
} as const;

type DraftShape = string | readonly string[] | { readonly [key: string]: DraftShape };

/** `candidate` shaped like `template`: each string or list of strings of the right type, else the template's. */
function shapedLike<T extends DraftShape>(template: T, candidate: unknown): T {
  if (typeof template === 'string') return (typeof candidate === 'string' ? candidate : template) as T;
  if (Array.isArray(template)) {
    return (Array.isArray(candidate) && candidate.every((item) => typeof item === 'string') ? candidate : template) as T;
  }
  const source = typeof candidate === 'object' && candidate !== null ? (candidate as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(template as { [key: string]: DraftShape }).map(([key, value]) => [key, shapedLike(value, source[key])]),
  ) as T;
}

/**
 * A stored profile draft, checked against the blank profile's shape (a draft written by an older client, or edited
 * by hand, must not break the wizard); null when it is not a profile at all.
 */
export function parseTutorProfileDraft(value: unknown): TutorProfileDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { education, tuition, personal } = value as Record<string, unknown>;
  if ([education, tuition, personal].some((section) => typeof section !== 'object' || section === null)) return null;
  return shapedLike(blankProfile() as unknown as DraftShape, value) as unknown as TutorProfileDraft;
}

/** `step.goto` from a step back to any earlier one (the stepper's headers); never forward. */
const backTo = (step: WizardStep) =>
  WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(step)).map((earlier) => ({
    guard: { type: 'isStep' as const, params: { step: earlier } },
    target: earlier,
    actions: 'clearError' as const,
  }));

/**
 * The tutor's five-step profile wizard (spec 4, "Tutor profile wizard"): load (or initialize a
 * missing profile), Education → Tuition → Personal → Documents → Review & Submit, then save and
 * open the dashboard 2 s later. Next from step 1 needs SSC and HSC complete; Next from step 4
 * needs both documents present and any newly chosen files submitted; Submit needs every optional
 * education section the tutor began to be finished (or cleared).
 */
export const tutorProfileWizardMachine = wizardSetup.createMachine({
  id: 'tutorProfileWizard',
  context: ({ input }) => ({
    userId: input.userId,
    profile: blankProfile(),
    profileCompletion: null,
    error: null,
    educationChecked: false,
    incompleteSections: [],
    documents: { nationalId: false, institutionId: false, hasUnsubmittedFiles: false },
    pendingDraft: input.draft ?? null,
    draftRestored: false,
    dirty: false,
  }),
  on: {
    'documents.update': { actions: 'updateDocuments' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            guard: ({ event }) => event.output.profile !== null,
            target: 'editing',
            actions: {
              type: 'storeProfile',
              params: ({ event }) => ({
                profile: event.output.profile ?? blankProfile(),
                profileCompletion: event.output.profileCompletion,
              }),
            },
          },
          // The call answered without a profile: the initialize-when-missing rule.
          { target: 'initializing' },
        ],
        onError: [
          { guard: ({ event }) => isNotFoundError(event.error), target: 'initializing' },
          {
            target: 'loadFailed',
            actions: assign({
              error: ({ event }) => serverMessage(event.error) ?? TUTOR_PROFILE_MESSAGES.loadFailed,
            }),
          },
        ],
      },
    },
    initializing: {
      tags: ['loading'],
      invoke: {
        src: 'initializeProfile',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: 'editing',
          actions: {
            type: 'storeProfile',
            params: ({ event }) => ({ profile: event.output.profile, profileCompletion: event.output.profileCompletion }),
          },
        },
        onError: {
          target: 'loadFailed',
          actions: assign({
            error: ({ event }) => serverMessage(event.error) ?? TUTOR_PROFILE_MESSAGES.loadFailed,
          }),
        },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: {
        'profile.retry': { target: 'loading', actions: 'clearError' },
      },
    },
    editing: {
      initial: 'education',
      on: {
        'education.change': { actions: ['editEducation', 'markDirty', saveDraft] },
        'education.clear': { actions: ['editEducation', 'markDirty', saveDraft] },
        'tuition.change': { actions: ['editTuition', 'markDirty', saveDraft] },
        'personal.change': { actions: ['editPersonal', 'markDirty', saveDraft] },
        // Back to the saved profile, loaded again.
        'draft.discard': { target: '#tutorProfileWizard.loading', actions: ['clearDraft', 'forgetDraft', 'clearError'] },
      },
      states: {
        education: {
          on: {
            'step.next': [
              { guard: 'hasCompleteSchoolExams', target: 'tuition', actions: ['checkEducation', 'clearError'] },
              { actions: ['checkEducation', 'reportIncompleteSchoolExams'] },
            ],
          },
        },
        tuition: {
          on: {
            'step.next': { target: 'personal', actions: 'clearError' },
            'step.previous': { target: 'education', actions: 'clearError' },
            'step.goto': backTo('tuition'),
          },
        },
        personal: {
          on: {
            'step.next': { target: 'documents', actions: 'clearError' },
            'step.previous': { target: 'tuition', actions: 'clearError' },
            'step.goto': backTo('personal'),
          },
        },
        documents: {
          on: {
            'step.next': [
              { guard: 'isMissingDocuments', actions: 'reportMissingDocuments' },
              { guard: 'hasUnsubmittedDocuments', actions: 'reportUnsubmittedDocuments' },
              { target: 'review', actions: 'clearError' },
            ],
            'step.previous': { target: 'personal', actions: 'clearError' },
            'step.goto': backTo('documents'),
          },
        },
        review: {
          on: {
            'profile.submit': [
              // Not a Next: the spec lets only SSC/HSC block Next, but a half-filled section is not saved.
              { guard: 'hasIncompleteSections', actions: ['checkEducation', 'reportIncompleteOptionalSections'] },
              { target: '#tutorProfileWizard.saving', actions: 'clearError' },
            ],
            'step.previous': { target: 'documents', actions: 'clearError' },
            'step.goto': backTo('review'),
          },
        },
      },
    },
    saving: {
      tags: ['loading', 'saving'],
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => ({ userId: context.userId, profile: cleanProfile(context.profile) }),
        onDone: {
          target: 'saved',
          actions: [
            assign({
              profileCompletion: ({ context, event }) => event.output.profileCompletion ?? context.profileCompletion,
              profile: ({ context }) => cleanProfile(context.profile),
            }),
            'clearDraft',
            'forgetDraft',
            { type: 'notifySaved', params: { message: TUTOR_PROFILE_MESSAGES.saved } },
          ],
        },
        onError: {
          target: '#tutorProfileWizard.editing.review',
          actions: [
            assign({ error: ({ event }) => profileSaveErrorMessage(event.error) }),
            { type: 'notifySaveFailed', params: ({ event }) => ({ message: profileSaveErrorMessage(event.error) }) },
          ],
        },
      },
    },
    saved: {
      tags: ['success'],
      after: {
        redirect: {
          target: 'redirected',
          actions: { type: 'goToDashboard', params: ({ context }) => ({ id: context.userId }) },
        },
      },
    },
    redirected: {
      tags: ['success'],
      type: 'final',
    },
  },
});
