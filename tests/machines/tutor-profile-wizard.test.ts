import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  blankProfile,
  cleanList,
  incompleteSections,
  isSectionStarted,
  missingSchoolFields,
  missingSectionFields,
  parseTutorProfileDraft,
  tutorProfileWizardMachine,
  TUTOR_PROFILE_MESSAGES,
  type InitializeProfileOutput,
  type LoadProfileInput,
  type LoadProfileOutput,
  type SaveProfileInput,
  type SaveProfileOutput,
  type TutorProfileDraft,
} from '@machines/tutor-profile-wizard';
import { ApiError } from '@/shared/api';

const school = { institute: 'Rajshahi Collegiate School', curriculum: 'Bangla Version', group: 'Science', year: '2016', result: '5.00' };

function profileWith(change: (profile: TutorProfileDraft) => void = () => {}): TutorProfileDraft {
  const profile = blankProfile();
  profile.education.graduation.status = 'completed';
  profile.education.postGraduation.status = 'completed';
  profile.education.diploma.status = 'completed';
  profile.tuition = {
    district: 'Dhaka',
    preferredAreas: ['Uttara'],
    preferredMedium: ['bangla-medium'],
    preferredClasses: ['Class 9'],
    preferredSubjects: ['Math'],
    daysPerWeek: '3',
    preferredTime: ['Evening'],
    preferredSalary: '6000',
    experience: '<1',
  };
  change(profile);
  return profile;
}

const complete = profileWith((p) => {
  p.education.ssc = { ...school };
  p.education.hsc = { ...school, institute: 'Rajshahi College', year: '2018' };
});

interface Fakes {
  load?: (input: LoadProfileInput) => Promise<LoadProfileOutput>;
  initialize?: (input: LoadProfileInput) => Promise<InitializeProfileOutput>;
  save?: (input: SaveProfileInput) => Promise<SaveProfileOutput>;
}

function start(fakes: Fakes = {}, draft: TutorProfileDraft | null = null) {
  const calls = {
    drafts: [] as TutorProfileDraft[],
    cleared: 0,
    load: [] as LoadProfileInput[],
    initialize: [] as LoadProfileInput[],
    save: [] as SaveProfileInput[],
    saved: [] as string[],
    failed: [] as string[],
    dashboard: [] as string[],
  };
  const machine = tutorProfileWizardMachine.provide({
    actors: {
      loadProfile: fromPromise<LoadProfileOutput, LoadProfileInput>(({ input }) => {
        calls.load.push(input);
        return (fakes.load ?? (async () => ({ profile: complete, profileCompletion: 40 })))(input);
      }),
      initializeProfile: fromPromise<InitializeProfileOutput, LoadProfileInput>(({ input }) => {
        calls.initialize.push(input);
        return (fakes.initialize ?? (async () => ({ profile: profileWith(), profileCompletion: 0 })))(input);
      }),
      saveProfile: fromPromise<SaveProfileOutput, SaveProfileInput>(({ input }) => {
        calls.save.push(input);
        return (fakes.save ?? (async () => ({ profileCompletion: 87 })))(input);
      }),
    },
    actions: {
      notifySaved: (_, { message }) => void calls.saved.push(message),
      notifySaveFailed: (_, { message }) => void calls.failed.push(message),
      goToDashboard: (_, { id }) => void calls.dashboard.push(id),
      saveDraft: (_, { profile }) => void calls.drafts.push(profile),
      clearDraft: () => void (calls.cleared += 1),
    },
  });
  const actor = createActor(machine, { input: { userId: 'u-tutor', draft } }).start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];
const editing = (actor: Actor) => waitFor(actor, (s) => s.matches('editing'));
const step = (actor: Actor) => {
  const value = actor.getSnapshot().value;
  return typeof value === 'object' && 'editing' in value ? value.editing : value;
};
const readyDocuments = { nationalId: true, institutionId: true, hasUnsubmittedFiles: false };

describe('tutor profile wizard machine: loading', () => {
  it('loads the profile of the tutor and starts at Education', async () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await editing(actor);
    expect(calls.load).toEqual([{ userId: 'u-tutor' }]);
    expect(calls.initialize).toEqual([]);
    expect(step(actor)).toBe('education');
    expect(actor.getSnapshot().context.profile.education.ssc).toEqual(school);
    expect(actor.getSnapshot().context.profileCompletion).toBe(40);
  });

  it.each([
    ['the call answers without a profile', () => Promise.resolve({ profile: null, profileCompletion: null })],
    ['the call answers 404', () => Promise.reject(new ApiError('Profile not found', 404, true))],
  ])('initializes the profile when %s', async (_what, load) => {
    const initialized = profileWith((p) => (p.tuition.district = 'Rajshahi'));
    const { actor, calls } = start({ load, initialize: async () => ({ profile: initialized, profileCompletion: 0 }) });
    await editing(actor);
    expect(calls.initialize).toEqual([{ userId: 'u-tutor' }]);
    expect(actor.getSnapshot().context.profile.tuition.district).toBe('Rajshahi');
  });

  it('stops at loadFailed on another failure, and tries again on profile.retry', async () => {
    let attempt = 0;
    const { actor, calls } = start({
      load: () => (++attempt === 1 ? Promise.reject(new ApiError('Failed to fetch', 0, false)) : Promise.resolve({ profile: complete, profileCompletion: 40 })),
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(TUTOR_PROFILE_MESSAGES.loadFailed);
    expect(calls.initialize).toEqual([]);
    actor.send({ type: 'profile.retry' });
    await editing(actor);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('cleans the lists of a loaded profile', async () => {
    const messy = profileWith((p) => {
      p.tuition.preferredSubjects = ['Math', ' ', 'Math', ' Physics ', 'Physics'];
      p.tuition.preferredAreas = ['', 'Uttara', 'Uttara'];
    });
    const { actor } = start({ load: async () => ({ profile: messy, profileCompletion: 10 }) });
    await editing(actor);
    expect(actor.getSnapshot().context.profile.tuition.preferredSubjects).toEqual(['Math', 'Physics']);
    expect(actor.getSnapshot().context.profile.tuition.preferredAreas).toEqual(['Uttara']);
  });
});

describe('tutor profile wizard machine: step 1, education', () => {
  it('blocks Next while an SSC or HSC field is empty, with the message', async () => {
    const { actor } = start({ load: async () => ({ profile: profileWith(), profileCompletion: 0 }) });
    await editing(actor);
    actor.send({ type: 'step.next' });
    expect(step(actor)).toBe('education');
    expect(actor.getSnapshot().context.error).toBe('Please complete all required SSC and HSC fields');

    for (const [field, value] of Object.entries(school)) {
      actor.send({ type: 'education.change', section: 'ssc', field, value });
      actor.send({ type: 'education.change', section: 'hsc', field, value });
    }
    // The message goes once both are complete (the tutor was told once already).
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'education.change', section: 'hsc', field: 'result', value: '   ' });
    actor.send({ type: 'step.next' });
    expect(step(actor)).toBe('education');
    actor.send({ type: 'education.change', section: 'hsc', field: 'result', value: '4.80' });
    actor.send({ type: 'step.next' });
    expect(step(actor)).toBe('tuition');
  });

  it('flags a begun optional section as incomplete without blocking Next', async () => {
    const { actor } = start();
    await editing(actor);
    actor.send({ type: 'education.change', section: 'graduation', field: 'institute', value: 'University of Dhaka' });
    // Not flagged before the first Next.
    expect(actor.getSnapshot().context.incompleteSections).toEqual([]);
    actor.send({ type: 'step.next' });
    expect(step(actor)).toBe('tuition');
    expect(actor.getSnapshot().context.incompleteSections).toEqual(['graduation']);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('drops the flag once the section is finished or cleared', async () => {
    const { actor } = start();
    await editing(actor);
    actor.send({ type: 'education.change', section: 'diploma', field: 'field', value: 'Civil' });
    actor.send({ type: 'education.change', section: 'postGraduation', field: 'year', value: '2024' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.incompleteSections).toEqual(['postGraduation', 'diploma']);
    actor.send({ type: 'step.previous' });
    for (const [field, value] of Object.entries({
      institution_type: 'Polytechnic Institute',
      institute: 'Dhaka Polytechnic Institute',
      duration: '4 years',
      year: '2020',
      result: '3.50',
    })) {
      actor.send({ type: 'education.change', section: 'diploma', field, value });
    }
    expect(actor.getSnapshot().context.incompleteSections).toEqual(['postGraduation']);
    actor.send({ type: 'education.clear', section: 'postGraduation' });
    expect(actor.getSnapshot().context.incompleteSections).toEqual([]);
    expect(actor.getSnapshot().context.profile.education.postGraduation.status).toBe('completed');
  });

  it('ignores a field a section does not have', async () => {
    const { actor } = start();
    await editing(actor);
    const before = actor.getSnapshot().context.profile;
    actor.send({ type: 'education.change', section: 'ssc', field: 'degree', value: 'BSc' });
    expect(actor.getSnapshot().context.profile).toBe(before);
  });
});

describe('tutor profile wizard machine: steps 2 to 5', () => {
  async function atDocuments(fakes: Fakes = {}) {
    const started = start(fakes);
    await editing(started.actor);
    started.actor.send({ type: 'step.next' });
    started.actor.send({ type: 'step.next' });
    started.actor.send({ type: 'step.next' });
    expect(step(started.actor)).toBe('documents');
    return started;
  }

  it('keeps lists without empty values or duplicates', async () => {
    const { actor } = start();
    await editing(actor);
    actor.send({ type: 'tuition.change', patch: { preferredSubjects: ['Math', '', 'Math', 'ICT'], preferredTime: ['Morning', 'Morning'] } });
    const { tuition } = actor.getSnapshot().context.profile;
    expect(tuition.preferredSubjects).toEqual(['Math', 'ICT']);
    expect(tuition.preferredTime).toEqual(['Morning']);
    actor.send({ type: 'personal.change', patch: { fullName: 'Karim Uddin', gender: 'Male' } });
    expect(actor.getSnapshot().context.profile.personal).toMatchObject({ fullName: 'Karim Uddin', gender: 'Male' });
  });

  it('goes back one step with step.previous and to an earlier step with step.goto, never forward', async () => {
    const { actor } = await atDocuments();
    actor.send({ type: 'step.previous' });
    expect(step(actor)).toBe('personal');
    actor.send({ type: 'step.goto', step: 'review' });
    expect(step(actor)).toBe('personal');
    actor.send({ type: 'step.goto', step: 'education' });
    expect(step(actor)).toBe('education');
  });

  it('blocks Next from Documents until both documents are there', async () => {
    const { actor } = await atDocuments();
    actor.send({ type: 'step.next' });
    expect(step(actor)).toBe('documents');
    expect(actor.getSnapshot().context.error).toBe('Please upload both National ID/Birth Certificate and Institution ID');
    actor.send({ type: 'documents.update', gate: { nationalId: true, institutionId: false, hasUnsubmittedFiles: true } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.error).toBe('Please upload both National ID/Birth Certificate and Institution ID');
  });

  it('blocks Next from Documents while chosen files are not submitted', async () => {
    const { actor } = await atDocuments();
    actor.send({ type: 'documents.update', gate: { nationalId: true, institutionId: true, hasUnsubmittedFiles: true } });
    actor.send({ type: 'step.next' });
    expect(step(actor)).toBe('documents');
    expect(actor.getSnapshot().context.error).toBe("Please click 'Submit Documents for Verification' before proceeding");
    // The upload finished: the message goes, and Next works.
    actor.send({ type: 'documents.update', gate: readyDocuments });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'step.next' });
    expect(step(actor)).toBe('review');
  });

  it('saves the cleaned profile, says so, and opens the dashboard 2 s later', async () => {
    vi.useFakeTimers();
    try {
      const { actor, calls } = await atDocuments();
      actor.send({ type: 'personal.change', patch: { fullName: '  Karim Uddin  ' } });
      actor.send({ type: 'documents.update', gate: readyDocuments });
      actor.send({ type: 'step.next' });
      actor.send({ type: 'profile.submit' });
      expect(actor.getSnapshot().hasTag('saving')).toBe(true);
      await waitFor(actor, (s) => s.matches('saved'));
      expect(calls.save).toHaveLength(1);
      expect(calls.save[0]!.userId).toBe('u-tutor');
      expect(calls.save[0]!.profile.personal.fullName).toBe('Karim Uddin');
      expect(calls.saved).toEqual(['Profile updated successfully!']);
      expect(actor.getSnapshot().context.profileCompletion).toBe(87);
      vi.advanceTimersByTime(1999);
      expect(calls.dashboard).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(calls.dashboard).toEqual(['u-tutor']);
      expect(actor.getSnapshot().status).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to submit while an optional section is begun but not finished, until it is finished or cleared', async () => {
    const { actor, calls } = await atDocuments();
    actor.send({ type: 'education.change', section: 'graduation', field: 'institute', value: 'BUET' });
    actor.send({ type: 'documents.update', gate: readyDocuments });
    actor.send({ type: 'step.next' });
    expect(step(actor)).toBe('review');
    actor.send({ type: 'profile.submit' });
    expect(step(actor)).toBe('review');
    expect(actor.getSnapshot().context.error).toBe(
      'Please complete every field of the optional education sections you began, or clear them',
    );
    expect(actor.getSnapshot().context.incompleteSections).toEqual(['graduation']);
    expect(calls.save).toEqual([]);
    actor.send({ type: 'step.goto', step: 'education' });
    actor.send({ type: 'education.clear', section: 'graduation' });
    expect(actor.getSnapshot().context.incompleteSections).toEqual([]);
    for (let i = 0; i < 4; i += 1) actor.send({ type: 'step.next' });
    actor.send({ type: 'profile.submit' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
  });

  it.each([
    ['the server answered', new ApiError('Invalid profile', 400, true), 'Invalid profile'],
    [
      'the server answered without its own message (the request layer words it)',
      new ApiError('Something went wrong on our side. Please try again in a few minutes.', 500, false),
      'Something went wrong on our side. Please try again in a few minutes.',
    ],
    ['the server answered with nothing to say', new ApiError('', 502, false), TUTOR_PROFILE_MESSAGES.refused],
    ['the connection failed', new ApiError('Failed to fetch', 0, false), 'An error occurred. Please check your connection and try again.'],
    ['something else failed', new Error('boom'), 'An error occurred. Please check your connection and try again.'],
  ])('stays on Review with the message when %s', async (_what, failure, message) => {
    const { actor, calls } = await atDocuments({ save: () => Promise.reject(failure) });
    actor.send({ type: 'documents.update', gate: readyDocuments });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'profile.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'review' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(calls.failed).toEqual([message]);
    expect(calls.dashboard).toEqual([]);
  });
});

describe('profile rules', () => {
  it('lists the missing SSC and HSC fields', () => {
    const education = profileWith((p) => (p.education.ssc = { ...school, group: '', year: ' ' })).education;
    expect(missingSchoolFields(education)).toEqual({ ssc: ['group', 'year'], hsc: ['institute', 'curriculum', 'group', 'year', 'result'] });
  });

  it('treats a section as begun by any field but its status, and names what it lacks', () => {
    const education = profileWith().education;
    expect(isSectionStarted(education, 'graduation')).toBe(false);
    education.graduation.status = 'ongoing';
    expect(isSectionStarted(education, 'graduation')).toBe(false);
    education.graduation.curriculum = 'English';
    expect(isSectionStarted(education, 'graduation')).toBe(true);
    expect(missingSectionFields(education, 'graduation')).toEqual(['institution_type', 'institute', 'degree', 'subject', 'year', 'result']);
    education.diploma.duration = '1 year';
    expect(missingSectionFields(education, 'diploma')).toEqual(['institution_type', 'institute', 'field', 'year', 'result']);
    expect(incompleteSections(education)).toEqual(['graduation', 'diploma']);
  });

  it('cleans a list: trimmed, no empties, no duplicates, first order kept', () => {
    expect(cleanList([' Math', 'ICT', '', 'Math ', '  ', 'ICT'])).toEqual(['Math', 'ICT']);
  });
});

describe('tutor profile wizard machine: drafts', () => {
  const drafted = profileWith((p) => {
    p.education.ssc = { ...school };
    p.education.hsc = { ...school, institute: 'Rajshahi College', year: '2018' };
    p.personal.about = 'Patient maths tutor (typed, not saved)';
  });

  it('saves every change as a draft and marks the profile dirty', async () => {
    const { actor, calls } = start();
    await editing(actor);
    expect(actor.getSnapshot().context.dirty).toBe(false);
    actor.send({ type: 'personal.change', patch: { about: 'Hello' } });
    actor.send({ type: 'tuition.change', patch: { district: 'Dhaka' } });
    expect(calls.drafts.map((draft) => [draft.personal.about, draft.tuition.district])).toEqual([
      ['Hello', complete.tuition.district],
      ['Hello', 'Dhaka'],
    ]);
    expect(actor.getSnapshot().context.dirty).toBe(true);
  });

  it('shows a draft left last time instead of the saved profile, saying so', async () => {
    const { actor } = start({}, drafted);
    await editing(actor);
    const { context } = actor.getSnapshot();
    expect(context.profile.personal.about).toBe('Patient maths tutor (typed, not saved)');
    expect(context.draftRestored).toBe(true);
    expect(context.dirty).toBe(true);
  });

  it('keeps the draft across Previous and Next', async () => {
    const { actor } = start({}, drafted);
    await editing(actor);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.previous' });
    expect(actor.getSnapshot().context.profile.personal.about).toBe('Patient maths tutor (typed, not saved)');
  });

  it('clears the draft once saved, and keeps it when the save fails', async () => {
    const failing = start({ save: () => Promise.reject(new ApiError('Invalid profile', 400, true)) }, drafted);
    await editing(failing.actor);
    for (const next of ['tuition', 'personal', 'documents'] as const) {
      failing.actor.send({ type: 'step.next' });
      expect(step(failing.actor)).toBe(next);
    }
    failing.actor.send({ type: 'documents.update', gate: readyDocuments });
    failing.actor.send({ type: 'step.next' });
    failing.actor.send({ type: 'profile.submit' });
    await waitFor(failing.actor, (s) => s.context.error !== null);
    expect(failing.calls.cleared).toBe(0);
    expect(failing.actor.getSnapshot().context.draftRestored).toBe(true);

    const { actor, calls } = start({}, drafted);
    await editing(actor);
    actor.send({ type: 'documents.update', gate: readyDocuments });
    for (let i = 0; i < 4; i += 1) actor.send({ type: 'step.next' });
    actor.send({ type: 'profile.submit' });
    await waitFor(actor, (s) => s.hasTag('success'));
    expect(calls.save[0]!.profile.personal.about).toBe('Patient maths tutor (typed, not saved)');
    expect(calls.cleared).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject({ draftRestored: false, dirty: false });
  });

  it('draft.discard forgets the draft and loads the saved profile again', async () => {
    const { actor, calls } = start({}, drafted);
    await editing(actor);
    actor.send({ type: 'draft.discard' });
    await editing(actor);
    expect(calls.cleared).toBe(1);
    expect(calls.load).toHaveLength(2);
    expect(actor.getSnapshot().context.profile.personal.about).toBe(complete.personal.about);
    expect(actor.getSnapshot().context).toMatchObject({ draftRestored: false, dirty: false });
  });

  it('reads a stored draft against the profile shape', () => {
    expect(parseTutorProfileDraft(null)).toBeNull();
    expect(parseTutorProfileDraft({ education: {} })).toBeNull();
    const parsed = parseTutorProfileDraft({
      education: { ssc: { institute: 'Dhaka College', year: 2015 } },
      tuition: { preferredAreas: ['Mirpur', 3], district: 'Dhaka' },
      personal: { about: 'Hi', extra: 'dropped' },
    });
    expect(parsed?.education.ssc.institute).toBe('Dhaka College');
    expect(parsed?.education.ssc.year).toBe('');
    expect(parsed?.tuition.preferredAreas).toEqual([]);
    expect(parsed?.tuition.district).toBe('Dhaka');
    expect(parsed?.personal.about).toBe('Hi');
    expect(parsed?.personal).not.toHaveProperty('extra');
  });
});
