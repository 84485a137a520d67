import { ActionIcon, Alert, Anchor, Box, Button, Divider, Group, Indicator, Loader, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  $markReadError,
  $unreadCount,
  allMemberNotificationsMarkedRead,
  MemberNotificationItem,
  memberNotificationOpened,
  notificationHref,
  unreadCountPolled,
  unreadLabel,
} from '@/entities/member-notification';
import { MEMBER_NOTIFICATION_POLL_MS } from '@/shared/api';
import { routes } from '@/shared/config';
import { translateMessage } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/format';
import { $latestError, $latestNotifications, $latestStatus, bellOpened } from '../model/latest';

export interface MemberNotificationsBellProps {
  /** The signed-in member (a notification's profile link leads to their own profile). */
  userId: string;
  /** How often the count is asked for while mounted. Default MEMBER_NOTIFICATION_POLL_MS. */
  pollMs?: number;
  /** The time ages are counted from (stories fix it). */
  now?: Date;
  /** Starts with the panel open (stories show its states). */
  defaultOpened?: boolean;
}

const TITLE_ID = 'member-notifications-title';

/**
 * The member header's bell: the unread count, asked for on mount, every `pollMs`, and when the window gets the
 * focus back; it stops when it unmounts (the header drops it at logout). Opens the newest few with "See all".
 */
export function MemberNotificationsBell({
  userId,
  pollMs = MEMBER_NOTIFICATION_POLL_MS,
  now,
  defaultOpened = false,
}: MemberNotificationsBellProps) {
  const { t } = useTranslation('member');
  const [opened, { toggle, close }] = useDisclosure(defaultOpened);
  const model = useUnit({
    unread: $unreadCount,
    latest: $latestNotifications,
    status: $latestStatus,
    error: $latestError,
    markError: $markReadError,
    poll: unreadCountPolled,
    open: bellOpened,
    markRead: memberNotificationOpened,
    markAllRead: allMemberNotificationsMarkedRead,
  });
  const { poll, open } = model;

  useEffect(() => {
    if (defaultOpened) open();
  }, [defaultOpened, open]);

  useEffect(() => {
    poll();
    const timer = setInterval(poll, pollMs);
    window.addEventListener('focus', poll);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', poll);
    };
  }, [poll, pollMs]);

  const label = unreadLabel(model.unread);

  return (
    // The count badge sits around the popover, so the popover's roles land on the button itself.
    <Indicator
      // The button's name already says the count.
      label={<span aria-hidden="true">{model.unread > 99 ? `${formatNumber(99)}+` : formatNumber(model.unread)}</span>}
      disabled={model.unread === 0}
      size={18}
      offset={6}
      color="red"
    >
      <Popover
        opened={opened}
        onChange={(next) => (next ? undefined : close())}
        onClose={close}
        position="bottom-end"
        width={360}
        shadow="md"
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={label}
            title={label}
            onClick={() => {
              if (!opened) model.open();
              toggle();
            }}
          >
            <IconBell size={22} aria-hidden="true" />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)" role="dialog" aria-labelledby={TITLE_ID}>
          <Group justify="space-between" px="md" py="sm" gap="xs">
            <Text fw={700} id={TITLE_ID}>
              {t('bell.title')}
            </Text>
            {model.unread > 0 && (
              <Button variant="subtle" size="compact-sm" onClick={() => model.markAllRead()}>
                {t('bell.markAll')}
              </Button>
            )}
          </Group>
          <Divider />
          <Box p="xs" mah={420} style={{ overflowY: 'auto' }}>
            {model.markError && (
              <Alert color="red" role="alert" mb="xs" p="xs">
                {translateMessage(model.markError)}
              </Alert>
            )}
            {model.status === 'loading' || model.status === 'idle' ? (
              <Group justify="center" gap="xs" py="md" role="status" aria-label={t('bell.loadingLabel')}>
                <Loader size="sm" />
                <Text size="sm">{t('bell.loading')}</Text>
              </Group>
            ) : model.status === 'failed' ? (
              <Alert color="red" role="alert" title={t('bell.loadError')}>
                <Text size="sm">{translateMessage(model.error ?? '')}</Text>
                <Button variant="light" color="red" size="xs" mt="xs" onClick={() => model.open()}>
                  {t('bell.tryAgain')}
                </Button>
              </Alert>
            ) : model.latest.length === 0 ? (
              <Text ta="center" c="dimmed" size="sm" py="md">
                {t('bell.empty')}
              </Text>
            ) : (
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('bell.latest')}>
                {model.latest.map((notification) => (
                  <li key={notification.id}>
                    <MemberNotificationItem
                      compact
                      now={now}
                      notification={notification}
                      href={notificationHref(notification.link, userId)}
                      onOpen={(item) => {
                        if (!item.read) model.markRead(item.id);
                        close();
                      }}
                    />
                  </li>
                ))}
              </Stack>
            )}
          </Box>
          <Divider />
          <Group justify="center" py="xs">
            <Anchor component={Link} to={routes.memberNotifications} size="sm" fw={600} onClick={close}>
              {t('bell.seeAll')}
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
