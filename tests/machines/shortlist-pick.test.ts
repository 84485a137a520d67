import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  shortlistPickMachine,
  trialInstantOf,
  type AskForMoreInput,
  type PickTutorInput,
  type ShortlistChangeOutput,
  type ShortlistLike,
} from '@machines/shortlist-pick';

const entry = (id: string, picked = false) => ({ tutor: { _id: id, name: `Tutor ${id}` }, picked });
const ready: ShortlistLike = { requestId: 'r1', stage: 'shortlist_ready', trialAt: null, moreRequestedAt: null, tutors: [entry('t1'), entry('t2')] };

function start(
  load: () => Promise<ShortlistLike>,
  options: { pick?: (input: PickTutorInput) => Promise<ShortlistChangeOutput>; more?: (input: AskForMoreInput) => Promise<ShortlistChangeOutput> } = {},
) {
  const calls = { pick: [] as PickTutorInput[], more: [] as AskForMoreInput[], changed: [] as string[], loads: 0 };
  const machine = shortlistPickMachine.provide({
    actors: {
      loadShortlist: fromPromise(async () => {
        calls.loads += 1;
        return load();
      }),
      pickTutor: fromPromise<ShortlistChangeOutput, PickTutorInput>(async ({ input }) => {
        calls.pick.push(input);
        return (options.pick ?? (async () => ({ message: 'Picked', request: { stage: 'trial_class', trialAt: input.trialAt ?? null, moreRequestedAt: null } })))(input);
      }),
      askForMore: fromPromise<ShortlistChangeOutput, AskForMoreInput>(async ({ input }) => {
        calls.more.push(input);
        return (options.more ?? (async () => ({ message: 'More', request: { stage: 'shortlist_ready', trialAt: null, moreRequestedAt: '2026-11-27T00:00:00.000Z' } })))(input);
      }),
    },
    actions: { notifyChanged: (_, { message }) => void calls.changed.push(message) },
  });
  const actor = createActor(machine, { input: { requestId: 'r1' } }).start();
  return { actor, calls };
}

describe('shortlist pick machine', () => {
  it('loads, reviews, confirms a pick with a trial date and ends picked', async () => {
    const { actor, calls } = start(async () => ready);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'tutor.choose', tutorId: 'nobody' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'tutor.choose', tutorId: 't2' });
    expect(actor.getSnapshot().value).toBe('confirmingPick');
    actor.send({ type: 'trial.change', trialAt: '2026-12-01T17:00' });
    actor.send({ type: 'pick.confirm' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('picked'));
    expect(calls.pick).toEqual([{ requestId: 'r1', tutorId: 't2', trialAt: new Date('2026-12-01T17:00').toISOString() }]);
    expect(calls.changed).toEqual(['Picked']);
    const { shortlist, message } = actor.getSnapshot().context;
    expect(message).toBe('Picked');
    expect(shortlist?.stage).toBe('trial_class');
    expect(shortlist?.tutors.map((t) => t.picked)).toEqual([false, true]);
  });

  it('cancelling a pick goes back to the list and forgets the choice', async () => {
    const { actor } = start(async () => ready);
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'tutor.choose', tutorId: 't1' });
    actor.send({ type: 'trial.change', trialAt: '2026-12-01T17:00' });
    actor.send({ type: 'pick.cancel' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context).toMatchObject({ chosenTutorId: null, trialAt: '' });
  });

  it("a refused pick stays on the confirmation with the server's words", async () => {
    const { actor, calls } = start(async () => ready, {
      pick: async () => {
        throw { fromServer: true, message: 'tutorId: This tutor is not on your shortlist', status: 400 };
      },
    });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'tutor.choose', tutorId: 't1' });
    actor.send({ type: 'pick.confirm' });
    await waitFor(actor, (s) => s.matches('confirmingPick') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('tutorId: This tutor is not on your shortlist');
    expect(calls.pick[0]).toEqual({ requestId: 'r1', tutorId: 't1' });
    expect(calls.changed).toEqual([]);
  });

  it('asks for more with a note; a failure can be retried or cancelled', async () => {
    let fail = true;
    const { actor, calls } = start(async () => ready, {
      more: async () => {
        if (fail) throw new Error('offline');
        return { message: 'We will look for more', request: { stage: 'shortlist_ready', trialAt: null, moreRequestedAt: 'x' } };
      },
    });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'note.change', note: '  closer to Uttara ' });
    actor.send({ type: 'more.ask' });
    await waitFor(actor, (s) => s.matches('moreFailed'));
    expect(actor.getSnapshot().context.error).toBe('We could not send your request for more tutors. Please try again.');
    fail = false;
    actor.send({ type: 'more.ask' });
    await waitFor(actor, (s) => s.matches('moreRequested'));
    expect(calls.more).toEqual([
      { requestId: 'r1', note: 'closer to Uttara' },
      { requestId: 'r1', note: 'closer to Uttara' },
    ]);
    expect(actor.getSnapshot().context.shortlist?.moreRequestedAt).toBe('x');
    // The old list is still there to pick from.
    actor.send({ type: 'tutor.choose', tutorId: 't1' });
    expect(actor.getSnapshot().value).toBe('confirmingPick');
  });

  it('a shortlist with a pick opens picked; none yet opens waiting; a failed load retries', async () => {
    const picked = start(async () => ({ ...ready, stage: 'trial_class', tutors: [entry('t1'), entry('t2', true)] }));
    await waitFor(picked.actor, (s) => s.matches('picked'));
    expect(picked.actor.getSnapshot().context.chosenTutorId).toBe('t2');

    const none = start(async () => ({ ...ready, stage: 'published', tutors: [] }));
    await waitFor(none.actor, (s) => s.matches('waiting'));

    let attempts = 0;
    const flaky = start(async () => {
      attempts += 1;
      if (attempts === 1) throw { fromServer: true, message: 'Request not found' };
      return ready;
    });
    await waitFor(flaky.actor, (s) => s.matches('loadFailed'));
    expect(flaky.actor.getSnapshot().context.error).toBe('Request not found');
    expect(flaky.actor.getSnapshot().hasTag('error')).toBe(true);
    flaky.actor.send({ type: 'shortlist.reload' });
    await waitFor(flaky.actor, (s) => s.matches('reviewing'));
    expect(flaky.calls.loads).toBe(2);
  });

  it('reads a local date-time input as an instant, and nothing as undefined', () => {
    expect(trialInstantOf('')).toBeUndefined();
    expect(trialInstantOf('not a date')).toBeUndefined();
    expect(trialInstantOf('2026-12-01T17:00')).toBe(new Date('2026-12-01T17:00').toISOString());
  });
});
