import { notifications } from '@mantine/notifications';
import { i18n } from '../../i18n';

/** Auto-close times from the spec (section 9): success 2 s, error 4 s, anything else 4 s. */
export const TOAST_DURATION = { success: 2000, error: 4000, info: 4000 } as const;

let sequence = 0;
const nextId = () => `toast-${Date.now().toString(36)}-${(sequence += 1)}`;

function show(kind: keyof typeof TOAST_DURATION, message: string, color: string): string {
  return notifications.show({
    id: nextId(),
    message,
    color,
    autoClose: TOAST_DURATION[kind],
    // Mantine's close button is an icon with no name of its own (axe: button-name).
    closeButtonProps: { 'aria-label': i18n.isInitialized ? i18n.t('ui.dismissMessage', { ns: 'common' }) : 'Dismiss message' },
    'data-toast': kind,
  });
}

/** Short messages at the top centre of the screen (at most 20 shown at once). */
export const toast = {
  success: (message: string): string => show('success', message, 'green'),
  error: (message: string): string => show('error', message, 'red'),
  info: (message: string): string => show('info', message, 'blue'),
  /** Stays until dismissed; returns the id to pass to `toast.dismiss`. */
  loading: (message: string): string =>
    notifications.show({
      id: nextId(),
      message,
      loading: true,
      autoClose: false,
      allowClose: false,
      'data-toast': 'loading',
    }),
  dismiss: (id: string): void => {
    notifications.hide(id);
  },
};
