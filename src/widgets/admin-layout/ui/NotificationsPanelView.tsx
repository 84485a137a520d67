import {
  ActionIcon,
  Alert,
  Anchor,
  Box,
  Button,
  Drawer,
  Group,
  Indicator,
  Loader,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconAlertTriangle, IconBell, IconCircleCheck, IconCircleX, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminNotification } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/format';
import { formatAge } from '../lib/format-age';

export interface NotificationsPanelViewProps {
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
  notifications: AdminNotification[];
  unread: number;
  /** False until the first list arrived. */
  loaded: boolean;
  /** The last failure, or null. */
  error: string | null;
  /** A mark, dismiss or clear call is running. */
  busy?: boolean;
  onRetry: () => void;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  onDismiss: (id: string) => void;
  onClearAll: () => void;
  /** The clock for the items' times (stories and tests pin it). */
  now?: Date;
}

const ICONS = {
  success: { icon: IconCircleCheck, color: 'green' },
  warning: { icon: IconAlertTriangle, color: 'yellow' },
  error: { icon: IconCircleX, color: 'red' },
  info: { icon: IconInfoCircle, color: 'blue' },
} as const;

function NotificationItem({
  item,
  now,
  busy,
  onMarkRead,
  onDismiss,
  onClose,
}: {
  item: AdminNotification;
  now: Date | undefined;
  busy: boolean;
  onMarkRead: (id: string) => void;
  onDismiss: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { icon: Icon, color } = ICONS[item.type] ?? ICONS.info;
  // Titles and messages are written in English by the server: shown in the language on screen when known.
  const title = translateMessage(item.title);
  return (
    <Box
      component="li"
      p="sm"
      data-unread={!item.read || undefined}
      aria-label={item.read ? title : t('notifications.unread', { title })}
      style={{
        listStyle: 'none',
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-default-border)',
        background: item.read ? undefined : 'var(--mantine-color-blue-light)',
      }}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon variant="light" color={color} radius="xl" size="md" aria-hidden data-type={item.type}>
          <Icon size={18} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          {item.link ? (
            <Anchor
              component={Link}
              to={item.link}
              fw={600}
              size="sm"
              onClick={() => {
                if (!item.read) onMarkRead(item.id);
                onClose();
              }}
            >
              {title}
            </Anchor>
          ) : (
            <Text fw={600} size="sm">
              {title}
            </Text>
          )}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {translateMessage(item.message)}
          </Text>
          <Group gap="sm" justify="space-between">
            <Text size="xs" c="dimmed" component="time" dateTime={item.createdAt}>
              {formatAge(item.createdAt, now)}
            </Text>
            {!item.read && (
              <Button variant="subtle" size="compact-xs" onClick={() => onMarkRead(item.id)} disabled={busy}>
                {t('notifications.markRead')}
              </Button>
            )}
          </Group>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t('notifications.dismiss', { title })}
          onClick={() => onDismiss(item.id)}
          disabled={busy}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Box>
  );
}

/** The header bell with its unread badge and the right-hand 'Notifications' drawer (props only). */
export function NotificationsPanelView({
  opened,
  onOpen,
  onClose,
  notifications,
  unread,
  loaded,
  error,
  busy = false,
  onRetry,
  onMarkRead,
  onMarkAllRead,
  onDismiss,
  onClearAll,
  now,
}: NotificationsPanelViewProps) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Indicator label={unread > 99 ? `${formatNumber(99)}+` : formatNumber(unread)} size={18} color="red" disabled={unread === 0} offset={4}>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={onOpen}
          aria-label={unread > 0 ? t('notifications.bellUnread', { unread: formatNumber(unread) }) : t('notifications.bell')}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Indicator>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        title={t('notifications.title')}
        size="md"
        closeButtonProps={{ 'aria-label': t('notifications.close') }}
      >
        <Stack gap="sm">
          {unread > 0 && (
            <Group justify="flex-end">
              <Button variant="light" size="xs" onClick={onMarkAllRead} disabled={busy}>
                {t('notifications.markAllRead')}
              </Button>
            </Group>
          )}
          {error && (
            <Alert color="red" role="alert" title={t('notifications.failedTitle')}>
              <Text size="sm">{translateMessage(error)}</Text>
              {!loaded && (
                <Button mt="xs" size="xs" variant="light" color="red" onClick={onRetry}>
                  {t('notifications.tryAgain')}
                </Button>
              )}
            </Alert>
          )}
          {!loaded && !error && (
            <Group justify="center" py="xl">
              <Loader size="sm" aria-label={t('notifications.loading')} />
            </Group>
          )}
          {loaded && notifications.length === 0 && (
            <Text c="dimmed" ta="center" py="xl">
              {t('notifications.empty')}
            </Text>
          )}
          {notifications.length > 0 && (
            <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('notifications.list')}>
              {notifications.map((item) => (
                <NotificationItem
                  key={item.id}
                  item={item}
                  now={now}
                  busy={busy}
                  onMarkRead={onMarkRead}
                  onDismiss={onDismiss}
                  onClose={onClose}
                />
              ))}
            </Stack>
          )}
          {loaded && notifications.length > 0 && (
            <Button variant="default" fullWidth onClick={onClearAll} disabled={busy}>
              {t('notifications.clearAll')}
            </Button>
          )}
        </Stack>
      </Drawer>
    </>
  );
}
