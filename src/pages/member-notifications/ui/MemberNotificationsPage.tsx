import { Alert, Button } from '@mantine/core';
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
import { ListScreen } from '@/shared/ui/paged-list';
import { memberNotificationsList } from '../model/notifications-list';

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
        <ListScreen
          model={memberNotificationsList}
          subtitle={<span aria-live="polite">{t('notificationsPage.unread', { count: model.unread, n: formatNumber(model.unread) })}</span>}
          actions={
            <Button variant="light" leftSection={<IconChecks size={18} aria-hidden="true" />} onClick={() => model.markAllRead()} loading={model.markingAll} disabled={model.unread === 0}>
              {t('notificationsPage.markAll')}
            </Button>
          }
          above={
            model.markError && (
              <Alert color="red" role="alert" title={t('notificationsPage.markError')}>
                {translateMessage(model.markError)}
              </Alert>
            )
          }
          filter={{ name: 'show', as: 'segmented' }}
          empty={{ icon: <IconBellOff size={32} aria-hidden="true" />, order: false, framed: true }}
          cards={{ as: 'list' }}
          card={(notification) => (
            <MemberNotificationItem
              now={now}
              notification={notification}
              href={notificationHref(notification.link, user.id)}
              onOpen={(item) => !item.read && model.open(item.id)}
            />
          )}
        >
          <NotificationPreferencesForm userType={user.userType} />
        </ListScreen>
      )}
    </MemberArea>
  );
}
