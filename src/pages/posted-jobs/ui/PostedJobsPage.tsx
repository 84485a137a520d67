import { Alert, Anchor, Container, Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useSessionLoading, useSessionUser } from '@/entities/session';
import { MemberSidebar } from '@/widgets/member-sidebar';
import { routes } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { MyTutorRequests } from './MyTutorRequests';

/** /studentPostedJobs/{id}: the student's tutor requests. Only the owner or an admin. */
export function PostedJobsPage() {
  const { t } = useTranslation('member');
  const { id } = useParams<{ id: string }>();
  const sessionUser = useSessionUser();
  const sessionLoading = useSessionLoading();

  if (sessionLoading) return <PageSpinner />;
  if (!sessionUser) return <Navigate to={routes.login} replace />;
  if (!id) {
    return (
      <Container size="lg" py="xl">
        <title>{t('postedJobs.pageTitle')}</title>
        <Alert color="red" title={t('postedJobs.noUserId')} role="alert">
          <Anchor component={Link} to={routes.dashboard(sessionUser.id)}>
            {t('postedJobs.goDashboard')}
          </Anchor>
        </Alert>
      </Container>
    );
  }
  // Someone else's requests: only admins may look (the server answers only with the caller's own).
  if (id !== sessionUser.id && sessionUser.userType !== 'admin') return <Navigate to={routes.login} replace />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <title>{t('postedJobs.pageTitle')}</title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <MemberSidebar userId={id} active="postedJobs" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <MyTutorRequests userId={id} isOwn={id === sessionUser.id} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
