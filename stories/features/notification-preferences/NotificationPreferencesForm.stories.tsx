import type { Meta } from '@storybook/react-vite';
import {
  fetchNotificationPreferencesFx,
  NotificationPreferencesForm,
  saveNotificationPreferencesFx,
} from '@/pages/member-notifications';
import { ApiError, type NotificationPreferences, type NotificationPreferencesBody } from '@/shared/api';
import { MEMBER_NOTIFICATION_KINDS } from '@/shared/config';
import { narrowScreen, type AppStoryParameters } from '../../decorators';

const never = () => new Promise<never>(() => {});

const allOn = Object.fromEntries(MEMBER_NOTIFICATION_KINDS.map((kind) => [kind, true])) as NotificationPreferences;
/** The SMS default (users.sms_kinds): selected, shortlist ready, fee due soon and overdue. */
const smsDefault = Object.fromEntries(
  MEMBER_NOTIFICATION_KINDS.map((kind) => [kind, ['selected', 'shortlist_ready', 'fee_due_soon', 'fee_overdue'].includes(kind)]),
) as NotificationPreferences;

/** A pretend server: the settings as read, and a save that answers them back (or `save` instead). */
function server(load: () => Promise<unknown>, save?: (body: NotificationPreferencesBody) => Promise<unknown>): AppStoryParameters {
  return {
    effector: {
      handlers: [
        [fetchNotificationPreferencesFx, load],
        [
          saveNotificationPreferencesFx,
          save ??
            (async (body: NotificationPreferencesBody) => ({
              message: 'Your e-mail settings are saved.',
              preferences: { ...allOn, ...body },
              sms: { ...smsDefault, ...body.sms },
            })),
        ],
      ],
    },
  };
}

const ready = server(async () => ({ preferences: allOn, sms: smsDefault }));

const meta = {
  title: 'Features/NotificationPreferencesForm',
  component: NotificationPreferencesForm,
  parameters: { layout: 'padded', ...ready },
  args: { userType: 'tutor' },
} satisfies Meta<typeof NotificationPreferencesForm>;
export default meta;

/** A tutor's switches: e-mail on for every kind, SMS on for the default kinds. */
export const Tutor = {};

/** A guardian/student's switches. */
export const Guardian = { args: { userType: 'student' } };

/** The same switches in Bangla, the SMS switch beside each e-mail switch. */
export const TutorInBangla = { globals: { language: 'bn' } };

/** A guardian/student's switches in Bangla at 360 px. */
export const GuardianInBanglaNarrow = {
  args: { userType: 'student' },
  parameters: narrowScreen.parameters,
  globals: { ...narrowScreen.globals, language: 'bn' },
};

/** The settings are on their way. */
export const Loading = { parameters: server(never) };

/** The settings could not be read: the message and Try again. */
export const LoadFailed = {
  parameters: server(async () => {
    throw new ApiError('Something went wrong on our side. Please try again in a few minutes.', 500, true);
  }),
};

/** Saving fails: change a switch and press Save to see the message. */
export const SaveFailed = {
  parameters: server(
    async () => ({ preferences: allOn, sms: smsDefault }),
    async () => {
      throw new ApiError('Something went wrong on our side. Please try again in a few minutes.', 500, true);
    },
  ),
};
