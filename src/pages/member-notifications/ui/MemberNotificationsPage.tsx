import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
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
import { NotificationPreferencesForm } from './NotificationPreferencesForm';
import { MemberArea } from '@/widgets/member-sidebar';
import { translateMessage } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib/format';
import { ListBody } from '@/shared/ui/paged-list';
import { memberNotificationsList } from '../model/notifications-list';

const FILTER_WORDS: Record<string, string> = { all: 'notificationsPage.all', unread: 'notificationsPage.unreadFilter' };

export interface MemberNotificationsPageProps {
  /** The time ages are counted from (stories fix it). */
  now?: Date;
}

/** /dashboard/notifications: the member's notifications (unread tinted; opening one marks it read) and e-mail settings. */
export function MemberNotificationsPage({ now }: MemberNotificationsPageProps) {
  const { t } = useTranslation('member');
  const model = useUnit({
    unread: $unreadCount,
    markError: $markReadError,
    markingAll: markAllMemberNotificationsReadFx.pending,
    open: memberNotificationOpened,
    markAllRead: allMemberNotificationsMarkedRead,
  });

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
              {model.markError && (
                <Alert color="red" role="alert" title={t('notificationsPage.markError')}>
                  {translateMessage(model.markError)}
                </Alert>
              )}
              <ListBody
                model={memberNotificationsList}
                filter={{ name: 'show', as: 'segmented', label: t('notificationsPage.show'), optionLabel: (value) => t(FILTER_WORDS[value] ?? value) }}
                loadingLabel={t('notificationsPage.loading')}
                errorTitle={t('notificationsPage.loadError')}
                empty={({ filters }) => ({
                  icon: <IconBellOff size={32} aria-hidden="true" />,
                  title: filters.show === 'unread' ? t('notificationsPage.emptyUnreadTitle') : t('notificationsPage.emptyTitle'),
                  text: filters.show === 'unread' ? t('notificationsPage.emptyUnreadText') : t('notificationsPage.emptyText'),
                  order: false,
                  framed: true,
                })}
                summary={({ from, to, total }) =>
                  t('notificationsPage.summary', { count: total, from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })
                }
                items={(items) => (
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
              />
            </Stack>
            <NotificationPreferencesForm userType={user.userType} />
          </Stack>
        </>
      )}
    </MemberArea>
  );
}
