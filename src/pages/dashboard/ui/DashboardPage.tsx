import { Alert, Anchor, Container, Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useSessionLoading, useSessionUser } from '@/entities/session';
import { MemberSidebar } from '@/widgets/member-sidebar';
import { routes } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { DashboardMain } from './DashboardMain';

export interface DashboardPageProps {
  /** The clock the greeting is read from; the current time when absent (stories fix it). */
  now?: Date;
}

/** /dashboard/{id}: the member sidebar and the view of the member's role. Only the owner or an admin. */
export function DashboardPage({ now }: DashboardPageProps) {
  const { t } = useTranslation('profile');
  const { id } = useParams<{ id: string }>();
  const sessionUser = useSessionUser();
  const sessionLoading = useSessionLoading();

  if (sessionLoading) return <PageSpinner />;
  if (!sessionUser) return <Navigate to={routes.login} replace />;
  if (!id) {
    return (
      <Container size="lg" py="xl">
        <title>{t('dashboard.pageTitle')}</title>
        <Alert color="red" title={t('dashboard.noUserId')} role="alert">
          <Anchor component={Link} to={routes.dashboard(sessionUser.id)}>
            {t('dashboard.goToDashboard')}
          </Anchor>
        </Alert>
      </Container>
    );
  }
  // Someone else's dashboard: only admins may look (the server refuses anyway).
  if (id !== sessionUser.id && sessionUser.userType !== 'admin') return <Navigate to={routes.login} replace />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <title>{t('dashboard.pageTitle')}</title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <MemberSidebar userId={id} active="dashboard" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <DashboardMain userId={id} now={now} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
