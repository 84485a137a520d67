import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationsPanelView } from '@/widgets/admin-layout';
import type { AdminNotification } from '@/shared/api';
import { narrowScreen } from '../../decorators';

// Each story is the bell and its drawer in one state; no server is called.
const meta = {
  title: 'Features/AdminNotifications/NotificationsPanelView',
  component: NotificationsPanelView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NotificationsPanelView>;
export default meta;

const now = new Date('2026-03-10T12:00:00.000Z');

const items: AdminNotification[] = [
  {
    id: 'n1',
    kind: 'tutor_contact',
    type: 'info',
    title: 'New Contact Request',
    message: 'Rahim Ahmed wants to contact tutor #1007',
    link: '/admin/tutor-requests',
    read: false,
    createdAt: '2026-03-10T11:58:00.000Z',
  },
  {
    id: 'n2',
    kind: 'registration',
    type: 'success',
    title: 'New Registration',
    message: 'Nusrat Jahan registered as a Student',
    link: '/admin/students',
    read: false,
    createdAt: '2026-03-10T09:30:00.000Z',
  },
  {
    id: 'n3',
    kind: 'documents_uploaded',
    type: 'warning',
    title: 'Documents Uploaded',
    message: 'Karim Uddin uploaded documents for verification',
    link: '/admin/tutors',
    read: true,
    createdAt: '2026-03-08T14:00:00.000Z',
  },
  {
    id: 'n4',
    kind: 'application',
    type: 'error',
    title: 'Application Withdrawn',
    message: 'An application could not be delivered',
    link: null,
    read: true,
    createdAt: '2026-03-01T08:15:00.000Z',
  },
];

const base = {
  opened: true,
  onOpen: fn(),
  onClose: fn(),
  notifications: items,
  unread: 2,
  loaded: true,
  error: null,
  busy: false,
  onRetry: fn(),
  onMarkRead: fn(),
  onMarkAllRead: fn(),
  onDismiss: fn(),
  onClearAll: fn(),
  now,
};

/** The bell alone with its unread badge (drawer closed). */
export function BellWithUnread() {
  return <NotificationsPanelView {...base} opened={false} />;
}

/** The bell with nothing unread: no badge. */
export function BellAllRead() {
  return <NotificationsPanelView {...base} opened={false} unread={0} />;
}

/** The drawer with unread (tinted, 'Mark as read') and read items of every type. */
export function Open() {
  return <NotificationsPanelView {...base} />;
}

/** Everything read: no 'Mark all as read'. */
export function AllRead() {
  return <NotificationsPanelView {...base} unread={0} notifications={items.map((n) => ({ ...n, read: true }))} />;
}

/** The first load is on its way. */
export function Loading() {
  return <NotificationsPanelView {...base} loaded={false} notifications={[]} unread={0} />;
}

/** Empty state: 'No notifications'. */
export function Empty() {
  return <NotificationsPanelView {...base} notifications={[]} unread={0} />;
}

/** The first load failed: the message and Try Again. */
export function LoadFailed() {
  return (
    <NotificationsPanelView {...base} loaded={false} notifications={[]} unread={0} error="Network error" />
  );
}

/** An action failed after the list loaded: the list stays, with the message above it. */
export function ActionFailed() {
  return <NotificationsPanelView {...base} error="Notification not found" />;
}

/** A mark, dismiss or clear call is running: the actions wait. */
export function Busy() {
  return <NotificationsPanelView {...base} busy />;
}

/** On a 360 px phone. */
export function Narrow() {
  return <NotificationsPanelView {...base} />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
