import { Alert, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
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
import { translateMessage } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/format';
import { PagedList } from '@/shared/ui/paged-list';
import type { NOTIFICATION_FILTERS } from '../model/notifications-list';
import { memberNotificationsList } from '../model/notifications-list';

export interface MemberNotificationsPageProps {
  /** The time ages are counted from (stories fix it). */
  now?: Date;
}

function EmptyNotifications({ unreadOnly }: { unreadOnly: boolean }) {
  const { t } = useTranslation('member');
  return (
    <Paper withBorder p="lg" ta="center">
      <Stack gap="xs" align="center">
        <IconBellOff size={32} aria-hidden="true" />
        <Text fw={600}>{unreadOnly ? t('notificationsPage.emptyUnreadTitle') : t('notificationsPage.emptyTitle')}</Text>
        <Text size="sm" c="dimmed">
          {unreadOnly ? t('notificationsPage.emptyUnreadText') : t('notificationsPage.emptyText')}
        </Text>
      </Stack>
    </Paper>
  );
}


/** /dashboard/notifications: the member's notifications (unread tinted; opening one marks it read) and e-mail settings. */
export function MemberNotificationsPage({ now }: MemberNotificationsPageProps) {
  const { t } = useTranslation('member');
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
          <title>{t('notificationsPage.pageTitle')}</title>
          <Stack gap="lg">
            <Stack gap="md" component="section" aria-labelledby="notifications-heading">
              <Group justify="space-between" align="center" gap="sm">
                <div>
                  <Title order={1} fz={{ base: 'h3', sm: 'h2' }} id="notifications-heading">
                    {t('notificationsPage.title')}
                  </Title>
                  <Text size="sm" c="dimmed" aria-live="polite">
                    {model.unread > 0
                      ? t('notificationsPage.unread', { count: model.unread, n: formatNumber(model.unread) })
                      : t('notificationsPage.allRead')}
                  </Text>
                </div>
                <Button
                  variant="light"
                  leftSection={<IconChecks size={18} aria-hidden="true" />}
                  onClick={() => model.markAllRead()}
                  loading={model.markingAll}
                  disabled={model.unread === 0}
                >
                  {t('notificationsPage.markAll')}
                </Button>
              </Group>
              <SegmentedControl
                aria-label={t('notificationsPage.show')}
                value={model.query.filters.show}
                onChange={(value) => model.filter({ show: value as (typeof NOTIFICATION_FILTERS)[number] })}
                data={[
                  { value: 'all', label: t('notificationsPage.all') },
                  { value: 'unread', label: t('notificationsPage.unreadFilter') },
                ]}
                style={{ alignSelf: 'flex-start' }}
              />
              {model.markError && (
                <Alert color="red" role="alert" title={t('notificationsPage.markError')}>
                  {translateMessage(model.markError)}
                </Alert>
              )}
              <PagedList
                model={memberNotificationsList}
                loadingLabel={t('notificationsPage.loading')}
                errorTitle={t('notificationsPage.loadError')}
                empty={<EmptyNotifications unreadOnly={unreadOnly} />}
                summary={({ from, to, total }) => (
                  <Text size="sm" c="dimmed">
                    {t('notificationsPage.summary', { count: total, from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
                  </Text>
                )}
              >
                {(items) => (
                  <Paper withBorder p={4}>
                    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('notificationsPage.list')}>
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
