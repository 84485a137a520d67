import { useTranslation } from 'react-i18next';
import { MemberAccountArea } from '@/widgets/member-sidebar';
import { DashboardMain } from './DashboardMain';

export interface DashboardPageProps {
  /** The clock the greeting is read from; the current time when absent (stories fix it). */
  now?: Date;
}

/** /dashboard/{id}: the member sidebar and the view of the member's role. Only the owner or an admin. */
export function DashboardPage({ now }: DashboardPageProps) {
  const { t } = useTranslation('profile');
  return (
    <MemberAccountArea
      active="dashboard"
      title={t('dashboard.pageTitle')}
      noId={{ title: t('dashboard.noUserId'), link: t('dashboard.goToDashboard') }}
    >
      {(id) => <DashboardMain userId={id} now={now} />}
    </MemberAccountArea>
  );
}
