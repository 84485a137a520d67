import type { Meta, StoryContext } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { askForMoreFx, fetchShortlistFx, pickTutorFx, ShortlistPanel } from '@/pages/my-requests';
import { ApiError, type MyRequestChanged } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../../decorators';
import { studentSession } from '../../pages/member-fixtures';
import { makeMyRequest, pickedShortlist, storyShortlist } from '../../pages/my-requests-fixtures';

// The shortlist of one request alone, in each state of the shortlist-pick machine. Calls are answered by the
// story's handlers (or held on their way by one that never answers); no server is needed.
const never = () => new Promise<never>(() => {});
const changed = (overrides: Partial<MyRequestChanged['request']> = {}): MyRequestChanged => ({
  message: 'Thank you! We will arrange the trial class and confirm it with you.',
  request: makeMyRequest({ _id: 'req-shortlist', stage: 'trial_class', canChange: false, ...overrides }),
});

function calls({
  load = async () => storyShortlist,
  pick = never,
  more = never,
}: { load?: () => Promise<unknown>; pick?: () => Promise<unknown>; more?: () => Promise<unknown> } = {}): AppStoryParameters {
  return {
    session: studentSession,
    route: '/dashboard/requests',
    effector: { handlers: [[fetchShortlistFx, load], [pickTutorFx, pick], [askForMoreFx, more]] },
  };
}

const meta = {
  title: 'Features/PickTutor/ShortlistPanel',
  component: ShortlistPanel,
  args: { requestId: 'req-shortlist' },
  parameters: calls(),
} satisfies Meta<typeof ShortlistPanel>;
export default meta;

const canvas = (context: StoryContext) => within(context.canvasElement);
const pickFirst = async (context: StoryContext) =>
  userEvent.click(await canvas(context).findByRole('button', { name: 'Pick Sadia Rahman for a trial class' }));
const askForMore = async (context: StoryContext) => {
  await userEvent.type(await canvas(context).findByLabelText(/Tell us what you are looking for/), 'Someone closer to Uttara');
  await userEvent.click(await canvas(context).findByRole('button', { name: 'Ask for more tutors' }));
};

/** loading: the shortlist is on its way. */
export const Loading = { parameters: { ...calls({ load: never }), machineStates: ['shortlistPick.loading'] } };

/** loadFailed: the shortlist could not be loaded: the reason and Try again. */
export const LoadFailed = {
  parameters: { ...calls({ load: () => Promise.reject(new ApiError('offline', 0, false)) }), machineStates: ['shortlistPick.loadFailed'] },
};

/** waiting: published, nobody shortlisted yet. */
export const Waiting = {
  parameters: {
    ...calls({ load: async () => ({ ...storyShortlist, stage: 'published', tutors: [] }) }),
    machineStates: ['shortlistPick.waiting'],
  },
};

/** reviewing: three tutors with profile and CV links (no phone or e-mail), Pick, and Ask for more. */
export const Reviewing = { parameters: { ...calls(), machineStates: ['shortlistPick.reviewing'] } };

/** confirmingPick: Pick pressed: the proposed trial date and Confirm pick / Cancel. */
export const ConfirmingPick = {
  parameters: { ...calls(), machineStates: ['shortlistPick.confirmingPick'] },
  play: pickFirst,
};

/** picking: Confirm pick pressed, the call on its way. */
export const Picking = {
  parameters: { ...calls({ pick: never }), machineStates: ['shortlistPick.picking'] },
  play: async (context: StoryContext) => {
    await pickFirst(context);
    await userEvent.click(await canvas(context).findByRole('button', { name: 'Confirm pick' }));
  },
};

/** picked: the tutor picked and the trial date (a shortlist opened after the pick shows the same). */
export const Picked = {
  parameters: { ...calls({ load: async () => pickedShortlist, pick: async () => changed() }), machineStates: ['shortlistPick.picked'] },
};

/** A refused pick (e.g. the shortlist changed meanwhile) stays on the confirmation with the server's words. */
export const PickRefused = {
  parameters: {
    ...calls({ pick: () => Promise.reject(new ApiError('tutorId: This tutor is not on your shortlist', 400, true)) }),
    machineStates: ['shortlistPick.confirmingPick'],
  },
  play: async (context: StoryContext) => {
    await pickFirst(context);
    await userEvent.click(await canvas(context).findByRole('button', { name: 'Confirm pick' }));
  },
};

/** askingForMore: Ask for more pressed, the call on its way. */
export const AskingForMore = {
  parameters: { ...calls({ more: never }), machineStates: ['shortlistPick.askingForMore'] },
  play: askForMore,
};

/** moreFailed: the ask did not go through: the reason, Try again and Cancel. */
export const MoreFailed = {
  parameters: {
    ...calls({ more: () => Promise.reject(new ApiError('offline', 0, false)) }),
    machineStates: ['shortlistPick.moreFailed'],
  },
  play: askForMore,
};

/** moreRequested: staff are looking for more; the list stays to pick from meanwhile. */
export const MoreRequested = {
  parameters: {
    ...calls({ more: async () => ({ message: 'We will look for more tutors and update your shortlist', request: makeMyRequest({ stage: 'shortlist_ready', moreRequestedAt: '2026-11-27T00:00:00.000Z' }) }) }),
    machineStates: ['shortlistPick.moreRequested'],
  },
  play: askForMore,
};

/** The list on a 360 px phone. */
export const Narrow = {
  parameters: { ...narrowScreen.parameters, ...calls() },
  globals: narrowScreen.globals,
};
