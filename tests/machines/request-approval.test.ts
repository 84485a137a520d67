import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  requestApprovalMachine,
  reviewStatusFor,
  type ReviewedRequest,
  type SaveRequestInput,
  type SaveRequestOutput,
  type StatusChangeInput,
  type StatusChangeOutput,
} from '@machines/request-approval';

const pending: ReviewedRequest = {
  _id: 'r1',
  status: 'pending',
  jobId: null,
  studentName: 'Ayaan Rahman',
  noOfStudents: 1,
  studentGender: 'male',
  institution: 'Uttara High School',
  district: 'Dhaka',
  area: 'Uttara',
  locationDetails: 'Sector 7',
  medium: 'Bangla Medium',
  classLevel: 'Class 8',
  subjects: ['Math', 'Physics'],
  days: 3,
  tutoringTime: 'After 4 PM',
  salary: '5000-6000',
};

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function start(request: ReviewedRequest = pending) {
  const calls = {
    approve: [] as StatusChangeInput[],
    reject: [] as StatusChangeInput[],
    save: [] as SaveRequestInput[],
    notices: [] as string[],
  };
  const approval = deferred<StatusChangeOutput>();
  const rejection = deferred<StatusChangeOutput>();
  const saving = deferred<SaveRequestOutput>();
  const machine = requestApprovalMachine.provide({
    actors: {
      approveRequest: fromPromise<StatusChangeOutput, StatusChangeInput>(({ input }) => {
        calls.approve.push(input);
        return approval.promise;
      }),
      rejectRequest: fromPromise<StatusChangeOutput, StatusChangeInput>(({ input }) => {
        calls.reject.push(input);
        return rejection.promise;
      }),
      saveRequest: fromPromise<SaveRequestOutput, SaveRequestInput>(({ input }) => {
        calls.save.push(input);
        return saving.promise;
      }),
    },
    actions: {
      notifyApproved: () => void calls.notices.push('approved'),
      notifyRejected: () => void calls.notices.push('rejected'),
      notifyStatusFailed: (_, { error }) => void calls.notices.push(`status failed: ${(error as Error).message}`),
      notifySaved: (_, { message }) => void calls.notices.push(`saved: ${message}`),
      notifySaveFailed: (_, { error }) => void calls.notices.push(`save failed: ${(error as Error).message}`),
    },
  });
  const actor = createActor(machine, { input: { request } }).start();
  return { actor, calls, approval, rejection, saving };
}

describe('request approval machine', () => {
  it("maps the screen's action values to statuses", () => {
    expect(reviewStatusFor('completed')).toBe('approved');
    expect(reviewStatusFor('rejected')).toBe('rejected');
    expect(reviewStatusFor('pending')).toBe('pending');
  });

  it('starts viewing a pending request, with no draft', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('approves in one call: busy while it travels, then done with the approved request and its jobId', async () => {
    const { actor, calls, approval } = start();
    actor.send({ type: 'request.approve' });
    expect(actor.getSnapshot().value).toBe('approving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    // A second click, a reject or an edit while busy changes nothing.
    actor.send({ type: 'request.approve' });
    actor.send({ type: 'request.reject' });
    actor.send({ type: 'edit.start' });
    expect(calls.approve).toEqual([{ id: 'r1', status: 'approved' }]);
    expect(calls.reject).toEqual([]);

    approval.resolve({ request: { ...pending, status: 'approved', jobId: 'j1' }, jobId: 'j1' });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(actor.getSnapshot().context.request).toMatchObject({ status: 'approved', jobId: 'j1' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(calls.notices).toEqual(['approved']);
  });

  it('rejects: done with the rejected request', async () => {
    const { actor, calls, rejection } = start();
    actor.send({ type: 'request.reject' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    rejection.resolve({ request: { ...pending, status: 'rejected' }, jobId: null });
    await waitFor(actor, (snapshot) => snapshot.matches('done'));
    expect(calls.reject).toEqual([{ id: 'r1', status: 'rejected' }]);
    expect(actor.getSnapshot().context.request.status).toBe('rejected');
    expect(calls.notices).toEqual(['rejected']);
  });

  it('a failed approval returns to viewing, still pending, and reports the error', async () => {
    const { actor, calls, approval } = start();
    actor.send({ type: 'request.approve' });
    approval.reject(new Error('Tutor request not found'));
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    expect(actor.getSnapshot().context.request.status).toBe('pending');
    expect(calls.notices).toEqual(['status failed: Tutor request not found']);
  });

  it('offers nothing but the details for a request that is not pending', () => {
    for (const status of ['approved', 'rejected'] as const) {
      const { actor, calls } = start({ ...pending, status, jobId: status === 'approved' ? 'j1' : null });
      expect(actor.getSnapshot().value).toBe('done');
      actor.send({ type: 'edit.start' });
      actor.send({ type: 'request.approve' });
      actor.send({ type: 'request.reject' });
      expect(actor.getSnapshot().value).toBe('done');
      expect(calls.approve).toEqual([]);
      expect(calls.reject).toEqual([]);
    }
  });

  it('edits a draft (fields and subjects, each once), cancels without saving', () => {
    const { actor, calls } = start();
    actor.send({ type: 'edit.start' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft).toMatchObject({ studentName: 'Ayaan Rahman', subjects: ['Math', 'Physics'] });
    actor.send({ type: 'edit.change', field: 'studentName', value: 'Ayaan R.' });
    actor.send({ type: 'subject.add', subject: 'English' });
    actor.send({ type: 'subject.add', subject: 'Math' });
    actor.send({ type: 'subject.add', subject: ' ' });
    actor.send({ type: 'subject.remove', subject: 'Physics' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ studentName: 'Ayaan R.', subjects: ['Math', 'English'] });
    actor.send({ type: 'edit.cancel' });
    expect(actor.getSnapshot().value).toBe('viewing');
    expect(actor.getSnapshot().context.draft).toBeNull();
    expect(actor.getSnapshot().context.request.studentName).toBe('Ayaan Rahman');
    expect(calls.save).toEqual([]);
  });

  it('saves every edited field (even with no subjects), busy meanwhile, then views the saved request', async () => {
    const { actor, calls, saving } = start();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'subject.remove', subject: 'Math' });
    actor.send({ type: 'subject.remove', subject: 'Physics' });
    actor.send({ type: 'edit.change', field: 'days', value: 5 });
    actor.send({ type: 'edit.save' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.save).toEqual([{ id: 'r1', values: expect.objectContaining({ subjects: [], days: 5, studentName: 'Ayaan Rahman' }) }]);
    saving.resolve({ request: { ...pending, subjects: [], days: 5 }, message: 'Request updated successfully' });
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'));
    expect(actor.getSnapshot().context).toMatchObject({ draft: null, request: { days: 5, subjects: [] } });
    expect(calls.notices).toEqual(['saved: Request updated successfully']);
  });

  it('a failed save keeps the draft in edit mode', async () => {
    const { actor, calls, saving } = start();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'edit.change', field: 'salary', value: '9000' });
    actor.send({ type: 'edit.save' });
    saving.reject(new Error('offline'));
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.draft?.salary).toBe('9000');
    expect(calls.notices).toEqual(['save failed: offline']);
  });

  it('a fresher copy that is no longer pending ends editing; one of another request is ignored', () => {
    const { actor } = start();
    actor.send({ type: 'edit.start' });
    actor.send({ type: 'request.sync', request: { ...pending, _id: 'other', status: 'approved' } });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'request.sync', request: { ...pending, status: 'rejected' } });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.draft).toBeNull();
  });
});
