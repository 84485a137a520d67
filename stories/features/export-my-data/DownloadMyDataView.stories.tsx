import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DownloadMyDataView, EXPORT_FAILED } from '@/pages/update-profile';
import { narrowScreen } from '../../decorators';

// "Your data" on the Update profile page, in each state of its Effector model.
const meta = {
  title: 'Features/ExportMyData/DownloadMyDataView',
  component: DownloadMyDataView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DownloadMyDataView>;
export default meta;

const base = { status: 'idle', error: null, fileName: null, onDownload: fn() } as const;

/** Nothing asked yet: the button and what the file holds. */
export function Idle() {
  return <DownloadMyDataView {...base} />;
}

/** "Preparing your data..." while the server gathers it. */
export function Loading() {
  return <DownloadMyDataView {...base} status="loading" />;
}

/** Saved: the file's name. */
export function Downloaded() {
  return <DownloadMyDataView {...base} status="done" fileName="shikhon-my-data-1042-2026-03-05.json" />;
}

/** The server refused (e.g. the session ended): its message. */
export function ServerRefused() {
  return <DownloadMyDataView {...base} status="error" error="Your session has expired. Please log in again." />;
}

/** No connection: the generic message; the button tries again. */
export function Offline() {
  return <DownloadMyDataView {...base} status="error" error={EXPORT_FAILED} />;
}

/** On a 360 px phone. */
export function Narrow() {
  return <DownloadMyDataView {...base} status="done" fileName="shikhon-my-data-1042-2026-03-05.json" />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
