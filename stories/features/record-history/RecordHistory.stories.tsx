import type { Meta } from '@storybook/react-vite';
import { RecordHistory } from '@/pages/admin-payment-info';
import { ApiError } from '@/shared/api';
import { storyActivity } from '../../pages/admin-activity-fixtures';

// A fee's own history (the payment info page's History dialog), in each of its states; no server is needed.
const meta = {
  title: 'Features/RecordHistory',
  component: RecordHistory,
  args: { recordType: 'payment', recordId: 'pay-42', load: async () => storyActivity.slice(0, 2) },
  parameters: { route: '/admin/payment-info' },
} satisfies Meta<typeof RecordHistory>;
export default meta;

/** Two payments by finance, newest first, each with what it changed. */
export const Loaded = {};

/** On its way. */
export const Loading = { args: { load: () => new Promise<never>(() => {}) } };

/** No staff action on the record yet. */
export const Empty = { args: { load: async () => [] } };

/** The history could not be loaded: the message and Try Again. */
export const LoadError = { args: { load: () => Promise.reject(new ApiError('The server could not answer. Please try again.', 500, false)) } };
