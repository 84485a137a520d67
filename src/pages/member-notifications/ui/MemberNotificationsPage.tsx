import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import {
  $markReadError,
  $unreadCount,
  allMemberNotificationsMarkedRead,
  markAllMemberNotificationsReadFx,
  MemberNotificationItem,
  memberNotificationOpened,
  notificationHref,
} from '@/entities/member-notification';
import { NotificationPreferencesForm } from '@/features/notification-preferences';
import { MemberArea } from '@/widgets/member-sidebar';
import { PagedList } from '@/shared/ui/paged-list';
import type { NOTIFICATION_FILTERS } from '../model/notifications-list';
import { MEMBER_NOTIFICATIONS_LOAD_ERROR, memberNotificationsList } from '../model/notifications-list';

export interface MemberNotificationsPageProps {
  /** The time ages are counted from (stories fix it). */
  now?: Date;
}

function EmptyNotifications({ unreadOnly }: { unreadOnly: boolean }) {
  return (
    <Paper withBorder p="lg" ta="center">
      <Stack gap="xs" align="center">
        <IconBellOff size={32} aria-hidden="true" />
        <Text fw={600}>{unreadOnly ? 'No unread notifications' : 'No notifications yet'}</Text>
        <Text size="sm" c="dimmed">
          {unreadOnly
            ? 'You have read everything.'
            : 'We will tell you here when something happens to your applications, requests or documents.'}
        </Text>
      </Stack>
    </Paper>
  );
}


/** /dashboard/notifications: the member's notifications (unread tinted; opening one marks it read) and e-mail settings. */
export function MemberNotificationsPage({ now }: MemberNotificationsPageProps) {
  const model = useUnit({
    unread: $unreadCount,
    query: memberNotificationsList.$query,
    markError: $markReadError,
    markingAll: markAllMemberNotificationsReadFx.pending,
    open: memberNotificationOpened,
    markAllRead: allMemberNotificationsMarkedRead,
    filter: memberNotificationsList.filtersChanged,
  });
  const unreadOnly = model.query.filters.show === 'unread';

  return (
    <MemberArea for="member" active="notifications">
      {(user) => (
        <>
          <title>Notifications | Shikhon</title>
          <Stack gap="lg">
            <Stack gap="md" component="section" aria-labelledby="notifications-heading">
              <Group justify="space-between" align="center" gap="sm">
                <div>
                  <Title order={1} fz={{ base: 'h3', sm: 'h2' }} id="notifications-heading">
                    Notifications
                  </Title>
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {model.unread > 0 ? `${model.unread} unread` : 'All read'}
                  </Text>
                </div>
                <Button
                  variant="light"
                  leftSection={<IconChecks size={18} aria-hidden="true" />}
                  onClick={() => model.markAllRead()}
                  loading={model.markingAll}
                  disabled={model.unread === 0}
                >
                  Mark all as read
                </Button>
              </Group>
              <SegmentedControl
                aria-label="Show"
                value={model.query.filters.show}
                onChange={(value) => model.filter({ show: value as (typeof NOTIFICATION_FILTERS)[number] })}
                data={[
                  { value: 'all', label: 'All' },
                  { value: 'unread', label: 'Unread' },
                ]}
                style={{ alignSelf: 'flex-start' }}
              />
              {model.markError && (
                <Alert color="red" role="alert" title="Could not mark as read">
                  {model.markError}
                </Alert>
              )}
              <PagedList
                model={memberNotificationsList}
                loadingLabel="Loading your notifications"
                errorTitle={MEMBER_NOTIFICATIONS_LOAD_ERROR}
                empty={<EmptyNotifications unreadOnly={unreadOnly} />}
                summary={({ from, to, total }) => (
                  <Text size="sm" c="dimmed">
                    Showing {from} to {to} of {total} notifications
                  </Text>
                )}
              >
                {(items) => (
                  <Paper withBorder p={4}>
                    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Notifications">
                      {items.map((notification) => (
                        <li key={notification.id}>
                          <MemberNotificationItem
                            now={now}
                            notification={notification}
                            href={notificationHref(notification.link, user.id)}
                            onOpen={(item) => {
                              if (!item.read) model.open(item.id);
                            }}
                          />
                        </li>
                      ))}
                    </Stack>
                  </Paper>
                )}
              </PagedList>
            </Stack>
            <NotificationPreferencesForm userType={user.userType} />
          </Stack>
        </>
      )}
    </MemberArea>
  );
}
