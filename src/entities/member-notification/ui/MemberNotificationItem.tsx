import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MemberNotification } from '@/shared/api';
import { formatDateTime, formatRelative } from '@/shared/lib/format';
import classes from './MemberNotificationItem.module.css';

export interface MemberNotificationItemProps {
  notification: MemberNotification;
  /** Where it leads (already mapped for this member), or null: then it is a button that only marks it read. */
  href: string | null;
  /** Pressed: the caller marks it read (and the link, if any, is followed). */
  onOpen: (notification: MemberNotification) => void;
  /** Fewer lines for the bell's short list. */
  compact?: boolean;
  /** The time the relative age is counted from (stories and tests fix it). */
  now?: Date;
}

/** One notification: unread ones are tinted and marked in words for screen readers; the whole row is the link. */
export function MemberNotificationItem({ notification, href, onOpen, compact = false, now }: MemberNotificationItemProps) {
  const { t } = useTranslation('member');
  const age = formatRelative(notification.createdAt, now ?? new Date());
  const body = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Box className={classes.dot} data-unread={notification.read ? undefined : true} aria-hidden="true" mt={6} />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={notification.read ? 500 : 700} style={{ overflowWrap: 'anywhere' }}>
          {notification.read ? null : <VisuallyHidden>{t('notification.unread')}</VisuallyHidden>}
          {notification.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={compact ? 2 : undefined} style={{ overflowWrap: 'anywhere' }}>
          {notification.message}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
          {age}
        </Text>
      </Stack>
    </Group>
  );
  const props = {
    className: classes.item,
    'data-unread': notification.read ? undefined : true,
    'data-compact': compact || undefined,
    onClick: () => onOpen(notification),
  };
  return href ? (
    <UnstyledButton component={Link} to={href} {...props}>
      {body}
    </UnstyledButton>
  ) : (
    <UnstyledButton type="button" {...props}>
      {body}
    </UnstyledButton>
  );
}
