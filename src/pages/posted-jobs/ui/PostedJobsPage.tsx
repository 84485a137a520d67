import { useTranslation } from 'react-i18next';
import { MemberAccountArea } from '@/widgets/member-sidebar';
import { MyTutorRequests } from './MyTutorRequests';

/** /studentPostedJobs/{id}: the student's tutor requests. Only the owner or an admin (the server answers only with the caller's own). */
export function PostedJobsPage() {
  const { t } = useTranslation('member');
  return (
    <MemberAccountArea
      active="postedJobs"
      title={t('postedJobs.pageTitle')}
      noId={{ title: t('postedJobs.noUserId'), link: t('postedJobs.goDashboard') }}
    >
      {(id, user) => <MyTutorRequests userId={id} isOwn={id === user.id} />}
    </MemberAccountArea>
  );
}
