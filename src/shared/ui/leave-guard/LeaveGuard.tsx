import { Button, Group, Modal, Text } from '@mantine/core';
import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

export interface LeaveGuardProps {
  /** There are changes that leaving would lose (or leave unsent). */
  when: boolean;
  /** What the confirm says. */
  message?: string;
}

function InAppLeaveConfirm({ when, message }: LeaveGuardProps) {
  const { t } = useTranslation('common');
  // Only a move to another page is held: the wizard's own steps do not change the address.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  const opened = blocker.state === 'blocked';
  return (
    <Modal opened={opened} onClose={() => blocker.reset?.()} title={t('ui.leaveTitle')} centered>
      <Text>{message ?? t('ui.leaveMessage')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('ui.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('ui.leave')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * Warns before leaving with unsaved changes: the browser's own prompt on reload or closing the tab
 * (`beforeunload`), and a confirm for a move inside the app (the router's blocker, where the router is a data
 * router: the app's and the tests'; Storybook's plain MemoryRouter has none, so there only the first applies).
 */
export function LeaveGuard({ when, message }: LeaveGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
  return dataRouter ? <InAppLeaveConfirm when={when} message={message} /> : null;
}
