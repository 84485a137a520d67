import { sample } from 'effector';
import { useSessionLoading, useSessionUser, userLoggedOut } from '@/entities/session';
import { useTranslation } from 'react-i18next';
import { memberIdOf, useUser, usersCleared } from '@/entities/user';

// Every member page shows this sidebar: members' records do not outlive the session that loaded them.
sample({ clock: userLoggedOut, target: usersCleared });

/** What the sidebar shows of a member: loaded once the session is restored, so the call carries the token. */
export function useMemberRecord(userId: string) {
  const { t } = useTranslation('member');
  const sessionUser = useSessionUser();
  const sessionLoading = useSessionLoading();
  const { user, error } = useUser(userId, { enabled: !sessionLoading && sessionUser !== null });
  const isOwn = sessionUser?.id === userId;
  return {
    // Until the record arrives, the signed-in owner's role is known from the session.
    userType: user?.userType ?? (isOwn ? sessionUser?.userType : undefined),
    memberId: user ? memberIdOf(user) : null,
    name: user ? user.name : error ? (isOwn && sessionUser?.name) || t('sidebar.member') : t('sidebar.loading'),
  };
}
