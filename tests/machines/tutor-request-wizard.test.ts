import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  describeSubmitError,
  isPristineTutorRequest,
  parseTutorRequestDraft,
  TUTOR_REQUEST_DEFAULTS,
  TUTOR_REQUEST_MESSAGES,
  tutorRequestWizardMachine,
  validateTutorRequestStep,
  type TutorRequestInput,
  type TutorRequestSubmission,
  type TutorRequestValues,
} from '@machines/tutor-request-wizard';
import { ApiError } from '@/shared/api';

const complete: TutorRequestValues = {
  studentName: 'Ayaan Rahman',
  noOfStudents: 2,
  studentGender: 'male',
  institution: 'Dhaka Residential Model College',
  district: 'Dhaka',
  area: 'Mirpur',
  locationDetails: 'Road 3, near the mosque',
  medium: 'Bangla Medium',
  classLevel: 'Class 8',
  subjects: ['Math', 'English'],
  tutoringType: 'online',
  preferredTutor: 'female',
  days: 4,
  tutoringTime: 'After 4 PM',
  salary: '5000-6000',
  notes: 'Weak in algebra',
  agreeTerms: true,
};

function start(
  options: { input?: TutorRequestInput; submit?: (submission: TutorRequestSubmission) => Promise<unknown> } = {},
) {
  const calls = { submit: [] as TutorRequestSubmission[], notify: [] as string[], drafts: [] as TutorRequestValues[], cleared: 0 };
  const machine = tutorRequestWizardMachine.provide({
    actors: {
      submitRequest: fromPromise<unknown, TutorRequestSubmission>(({ input }) => {
        calls.submit.push(input);
        return (options.submit ?? (async () => ({ message: 'Created' })))(input);
      }),
    },
    actions: {
      notifySuccess: (_, { message }) => void calls.notify.push(message),
      saveDraft: (_, { values }) => void calls.drafts.push(values),
      clearDraft: () => void (calls.cleared += 1),
    },
  });
  const actor = createActor(machine, { input: options.input }).start();
  return { actor, calls };
}

/** An actor resumed with every value filled, stepped to Tutor Details. */
function atTutorDetails(options: Parameters<typeof start>[0] = {}) {
  const started = start({ input: { values: complete }, ...options });
  started.actor.send({ type: 'step.next' });
  started.actor.send({ type: 'step.next' });
  expect(started.actor.getSnapshot().value).toBe('tutorDetails');
  return started;
}

describe('tutor request wizard machine: start', () => {
  it('starts at Student Info with the spec defaults: 1 student, home tutoring, any tutor, 3 days', () => {
    const { actor } = start();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('studentInfo');
    expect(context.values).toEqual(TUTOR_REQUEST_DEFAULTS);
    expect(context.values.noOfStudents).toBe(1);
    expect(context.values.tutoringType).toBe('home');
    expect(context.values.preferredTutor).toBe('any');
    expect(context.values.days).toBe(3);
    expect(context.values.agreeTerms).toBe(false);
    expect(context.errors).toEqual({});
    expect(context.submitError).toBeNull();
    expect(context.successMessage).toBeNull();
  });

  it('resumes with prefilled values from its input, keeping the defaults of the others', () => {
    const subjects = ['Physics'];
    const { actor } = start({ input: { values: { studentName: 'Nadia', subjects, days: 5 } } });
    const { values } = actor.getSnapshot().context;
    expect(values).toEqual({ ...TUTOR_REQUEST_DEFAULTS, studentName: 'Nadia', subjects: ['Physics'], days: 5 });
    // The input's array is copied, never shared.
    actor.send({ type: 'subject.add', subject: 'Chemistry' });
    expect(subjects).toEqual(['Physics']);
  });
});

describe('tutor request wizard machine: Student Info', () => {
  it('keeps the user on the step with a message for every required field', () => {
    const { actor } = start({ input: { values: { noOfStudents: '' } } });
    actor.send({ type: 'step.next' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('studentInfo');
    expect(context.errors).toEqual({
      studentName: 'Student Name is required',
      noOfStudents: 'Number of Students must be at least 1',
      studentGender: 'Student Gender is required',
      district: 'District is required',
      area: 'Area is required',
    });
  });

  it.each([
    ['a blank name', { studentName: '   ' }, 'studentName'],
    ['no students', { noOfStudents: 0 }, 'noOfStudents'],
    ['a fraction of a student', { noOfStudents: 1.5 }, 'noOfStudents'],
    ['no gender', { studentGender: '' as const }, 'studentGender'],
    ['no district', { district: '' }, 'district'],
    ['no area', { area: '' }, 'area'],
  ])('blocks Next with %s', (_case, change, field) => {
    const { actor } = start({ input: { values: { ...complete, ...change } } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('studentInfo');
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual([field]);
  });

  it('does not ask for the optional Institution and Location Details', () => {
    const { actor } = start({ input: { values: { ...complete, institution: '', locationDetails: '' } } });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('tuitionInfo');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it("clears a field's message as soon as it changes, and the others stay", () => {
    const { actor } = start();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'field.change', field: 'studentName', value: 'Nadia' });
    const { errors, values } = actor.getSnapshot().context;
    expect(values.studentName).toBe('Nadia');
    expect(errors.studentName).toBeUndefined();
    expect(errors.district).toBe('District is required');
  });

  it('empties the area when the district changes, but not when the same district is chosen again', () => {
    const { actor } = start({ input: { values: complete } });
    actor.send({ type: 'field.change', field: 'district', value: 'Dhaka' });
    expect(actor.getSnapshot().context.values.area).toBe('Mirpur');
    actor.send({ type: 'field.change', field: 'district', value: 'Gazipur' });
    expect(actor.getSnapshot().context.values).toMatchObject({ district: 'Gazipur', area: '' });
  });
});

describe('tutor request wizard machine: Tuition Info', () => {
  function atTuitionInfo(values: Partial<TutorRequestValues>) {
    const started = start({ input: { values: { ...complete, ...values } } });
    started.actor.send({ type: 'step.next' });
    expect(started.actor.getSnapshot().value).toBe('tuitionInfo');
    return started;
  }

  it('keeps the user on the step with a message for every required field', () => {
    const { actor } = atTuitionInfo({ medium: '', classLevel: '', subjects: [], tutoringType: '' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('tuitionInfo');
    expect(actor.getSnapshot().context.errors).toEqual({
      medium: 'Category is required',
      classLevel: 'Class is required',
      subjects: 'Please select at least one subject',
      tutoringType: 'Tutoring Type is required',
    });
  });

  it.each([
    ['no category', { medium: '' }, 'medium'],
    ['no class', { classLevel: ' ' }, 'classLevel'],
    ['no subject', { subjects: [] }, 'subjects'],
    ['only "All"', { subjects: ['All'] }, 'subjects'],
    ['no tutoring type', { tutoringType: '' as const }, 'tutoringType'],
  ])('blocks Next with %s', (_case, change, field) => {
    const { actor } = atTuitionInfo(change);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('tuitionInfo');
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual([field]);
  });

  it('empties the class when the category changes', () => {
    const { actor } = atTuitionInfo({});
    actor.send({ type: 'field.change', field: 'medium', value: 'English Medium' });
    expect(actor.getSnapshot().context.values).toMatchObject({ medium: 'English Medium', classLevel: '' });
  });

  it('adds subjects trimmed, never "All", never twice, and removes the one asked', () => {
    const { actor } = atTuitionInfo({ subjects: [] });
    for (const subject of ['Physics', 'All', ' Chemistry ', 'Physics', '', 'Biology']) {
      actor.send({ type: 'subject.add', subject });
    }
    expect(actor.getSnapshot().context.values.subjects).toEqual(['Physics', 'Chemistry', 'Biology']);
    actor.send({ type: 'subject.remove', subject: 'Chemistry' });
    expect(actor.getSnapshot().context.values.subjects).toEqual(['Physics', 'Biology']);
  });

  it('clears the subjects message when a subject is added', () => {
    const { actor } = atTuitionInfo({ subjects: [] });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors.subjects).toBe(TUTOR_REQUEST_MESSAGES.subjects);
    actor.send({ type: 'subject.add', subject: 'All' });
    expect(actor.getSnapshot().context.errors.subjects).toBe(TUTOR_REQUEST_MESSAGES.subjects);
    actor.send({ type: 'subject.add', subject: 'Math' });
    expect(actor.getSnapshot().context.errors.subjects).toBeUndefined();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('tutorDetails');
  });

  it('goes back with Previous, without checking, and keeps what was typed', () => {
    const { actor } = atTuitionInfo({ medium: '' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.previous' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('studentInfo');
    expect(context.errors).toEqual({});
    expect(context.values.studentName).toBe('Ayaan Rahman');
  });
});

describe('tutor request wizard machine: Tutor Details and submit', () => {
  it('keeps the user on the step with a message for every required field, and sends nothing', () => {
    const { actor, calls } = start({
      input: { values: { ...complete, days: '', tutoringTime: '', salary: ' ', agreeTerms: false } },
    });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('tutorDetails');
    expect(actor.getSnapshot().context.errors).toEqual({
      days: 'Days per Week is required',
      tutoringTime: 'Preferred Time is required',
      salary: 'Salary Range is required',
      agreeTerms: 'Please agree to our terms and policy.',
    });
    expect(calls.submit).toHaveLength(0);
  });

  it.each([
    ['no days', { days: '' as const }, 'days'],
    ['8 days', { days: 8 }, 'days'],
    ['no time', { tutoringTime: '' }, 'tutoringTime'],
    ['no salary', { salary: '' }, 'salary'],
    ['the terms unchecked', { agreeTerms: false }, 'agreeTerms'],
  ])('blocks the submit with %s', (_case, change, field) => {
    const { actor, calls } = start({ input: { values: { ...complete, ...change } } });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('tutorDetails');
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual([field]);
    expect(calls.submit).toHaveLength(0);
  });

  it('does not ask for the optional preferred tutor and notes', () => {
    const { actor, calls } = atTutorDetails({ input: { values: { ...complete, notes: '', preferredTutor: 'any' } } });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(calls.submit).toHaveLength(1);
  });

  it('checks the earlier steps again and goes to the first incomplete one', () => {
    const { actor, calls } = atTutorDetails();
    // Edited behind the wizard's back (e.g. a resumed draft): Student Info lost its area.
    actor.send({ type: 'field.change', field: 'district', value: 'Khulna' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('studentInfo');
    expect(actor.getSnapshot().context.errors).toEqual({ area: 'Area is required' });

    const second = atTutorDetails();
    second.actor.send({ type: 'subject.remove', subject: 'Math' });
    second.actor.send({ type: 'subject.remove', subject: 'English' });
    second.actor.send({ type: 'submit' });
    expect(second.actor.getSnapshot().value).toBe('tuitionInfo');
    expect(second.actor.getSnapshot().context.errors).toEqual({ subjects: 'Please select at least one subject' });
    expect(calls.submit).toHaveLength(0);
    expect(second.calls.submit).toHaveLength(0);
  });

  it('sends the trimmed request without agreeTerms, is loading, and locks the form meanwhile', () => {
    const { actor, calls } = atTutorDetails({
      input: { values: { ...complete, studentName: '  Ayaan Rahman ', salary: ' 5000-6000 ' } },
      submit: () => new Promise(() => {}),
    });
    actor.send({ type: 'submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('submitting');
    expect(snapshot.hasTag('loading')).toBe(true);
    const { agreeTerms: _terms, ...sent } = complete;
    expect(calls.submit).toEqual([sent]);

    actor.send({ type: 'field.change', field: 'studentName', value: 'Changed' });
    actor.send({ type: 'subject.add', subject: 'Physics' });
    actor.send({ type: 'step.previous' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.values.studentName).toBe('  Ayaan Rahman ');
    expect(actor.getSnapshot().context.values.subjects).toEqual(['Math', 'English']);
    expect(calls.submit).toHaveLength(1);
  });

  it('on success resets to the defaults, returns to Student Info, says so and notifies once', async () => {
    const { actor, calls } = atTutorDetails();
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('studentInfo'));
    const { context } = actor.getSnapshot();
    expect(context.values).toEqual(TUTOR_REQUEST_DEFAULTS);
    expect(context.errors).toEqual({});
    expect(context.submitError).toBeNull();
    expect(context.successMessage).toBe('Your tutor request has been submitted successfully!');
    expect(calls.notify).toEqual(['Your tutor request has been submitted successfully!']);
  });

  it('keeps the success message while the next request is typed, and drops it at the next Next', async () => {
    const { actor } = atTutorDetails();
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('studentInfo'));
    actor.send({ type: 'field.change', field: 'studentName', value: 'Second child' });
    expect(actor.getSnapshot().context.successMessage).toBe(TUTOR_REQUEST_MESSAGES.success);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.successMessage).toBeNull();
  });

  it.each([
    ['the server message', new ApiError('Too many requests, please try again later', 429, true), 'Too many requests, please try again later'],
    ['"Failed to submit request" when the server sent no message', new ApiError('Bad Gateway', 502, false), 'Failed to submit request'],
    ['"Failed to submit request" when the network failed', new ApiError('fetch failed', 0, false), 'Failed to submit request'],
    ['the message of any other error', new TypeError('studentId is missing'), 'studentId is missing'],
    ['"An error occurred while submitting your request" for an error without a message', new Error(''), 'An error occurred while submitting your request'],
    ['"An error occurred while submitting your request" for a thrown string', 'boom', 'An error occurred while submitting your request'],
  ])('on failure shows %s and keeps the form at Tutor Details', async (_case, error, message) => {
    const { actor, calls } = atTutorDetails({ submit: () => Promise.reject(error) });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.context.submitError !== null);
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('tutorDetails');
    expect(context.submitError).toBe(message);
    expect(context.values).toEqual(complete);
    expect(calls.notify).toEqual([]);
  });

  it('clears the failure when submitted again, and can then succeed', async () => {
    let attempt = 0;
    const { actor } = atTutorDetails({
      submit: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError('Database busy', 503, true);
        return { message: 'Created' };
      },
    });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.context.submitError === 'Database busy');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.submitError).toBeNull();
    await waitFor(actor, (s) => s.matches('studentInfo'));
    expect(actor.getSnapshot().context.successMessage).toBe(TUTOR_REQUEST_MESSAGES.success);
  });

  it('ignores Next on the last step and Previous on the first', () => {
    const { actor } = atTutorDetails();
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('tutorDetails');
    const first = start();
    first.actor.send({ type: 'step.previous' });
    expect(first.actor.getSnapshot().value).toBe('studentInfo');
  });
});

describe('tutor request wizard machine: pure helpers', () => {
  it('validates a complete request without a message on any step', () => {
    for (const step of ['studentInfo', 'tuitionInfo', 'tutorDetails'] as const) {
      expect(validateTutorRequestStep(step, complete)).toEqual({});
    }
  });

  it('describes an error shaped like the API client’s by its fields, not its class', () => {
    expect(describeSubmitError({ message: 'Forbidden', status: 403, fromServer: true })).toBe('Forbidden');
    expect(describeSubmitError({ message: '  ', status: 400, fromServer: true })).toBe('Failed to submit request');
    expect(describeSubmitError(null)).toBe('An error occurred while submitting your request');
  });

  it('fails loudly when the app forgets to provide the submit call', async () => {
    const actor = createActor(tutorRequestWizardMachine, { input: { values: complete } }).start();
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.context.submitError !== null);
    expect(actor.getSnapshot().context.submitError).toBe('The submitRequest actor is not provided');
  });
});

describe('tutor request draft', () => {
  it('saves the values after every change (saveDraft), with the change already in', () => {
    const { actor, calls } = start();
    actor.send({ type: 'field.change', field: 'studentName', value: 'Ayaan' });
    actor.send({ type: 'subject.add', subject: 'Math' });
    actor.send({ type: 'subject.remove', subject: 'Math' });
    expect(calls.drafts.map((values) => [values.studentName, values.subjects])).toEqual([
      ['Ayaan', []],
      ['Ayaan', ['Math']],
      ['Ayaan', []],
    ]);
  });

  it('starts from a restored draft saying so, and keeps it across Previous', () => {
    const { actor } = start({ input: { values: { ...complete, studentName: 'Nadia' }, draftRestored: true } });
    expect(actor.getSnapshot().context.draftRestored).toBe(true);
    actor.send({ type: 'step.next' });
    actor.send({ type: 'step.previous' });
    expect(actor.getSnapshot().context.values.studentName).toBe('Nadia');
    expect(actor.getSnapshot().context.draftRestored).toBe(true);
  });

  it('clears the draft after a successful submit, and not after a failed one', async () => {
    const failed = atTutorDetails({ input: { values: complete, draftRestored: true }, submit: () => Promise.reject(new Error('down')) });
    failed.actor.send({ type: 'submit' });
    await waitFor(failed.actor, (s) => s.matches('tutorDetails') && s.context.submitError !== null);
    expect(failed.calls.cleared).toBe(0);
    expect(failed.actor.getSnapshot().context.draftRestored).toBe(true);

    const { actor, calls } = atTutorDetails({ input: { values: complete, draftRestored: true } });
    actor.send({ type: 'submit' });
    await waitFor(actor, (s) => s.matches('studentInfo'));
    expect(calls.cleared).toBe(1);
    expect(actor.getSnapshot().context.draftRestored).toBe(false);
    expect(isPristineTutorRequest(actor.getSnapshot().context.values)).toBe(true);
  });

  it('draft.discard starts over from the defaults and forgets the draft', () => {
    const { actor, calls } = start({ input: { values: complete, draftRestored: true } });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'draft.discard' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('studentInfo');
    expect(context.values).toEqual({ ...TUTOR_REQUEST_DEFAULTS, subjects: [] });
    expect(context.draftRestored).toBe(false);
    expect(calls.cleared).toBe(1);
  });

  it('reads a stored draft field by field, dropping what has the wrong type', () => {
    expect(parseTutorRequestDraft(null)).toBeNull();
    expect(parseTutorRequestDraft('text')).toBeNull();
    expect(parseTutorRequestDraft({ unknown: 1 })).toBeNull();
    expect(
      parseTutorRequestDraft({ studentName: 'Nadia', noOfStudents: 'two', days: '', subjects: ['Math', 2], agreeTerms: 'yes' }),
    ).toEqual({ studentName: 'Nadia', days: '' });
    expect(isPristineTutorRequest({ ...TUTOR_REQUEST_DEFAULTS, subjects: [] })).toBe(true);
    expect(isPristineTutorRequest({ ...TUTOR_REQUEST_DEFAULTS, subjects: ['Math'] })).toBe(false);
  });
});
