import { Container, Grid, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { useSessionLoading, useSessionUser } from '@/entities/session';
import { useUser } from '@/entities/user';
import { TutorRequestWizard } from './TutorRequestWizard';
import type { TutorRequestFlowProps } from '../model/tutor-request-actor';
import { routes } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { MemberSidebar } from '@/widgets/member-sidebar';

/** /dashboardTutorRequest/{id}: a student posts a new tutor request (students only, their own id). */
export function NewTutorRequestPage({ flow }: { flow?: TutorRequestFlowProps }) {
  const { t } = useTranslation('member');
  const { id = '' } = useParams<{ id: string }>();
  const sessionUser = useSessionUser();
  const sessionLoading = useSessionLoading();
  const allowed =
    !sessionLoading && sessionUser !== null && sessionUser.id === id && sessionUser.userType === 'student';
  // The record fills in the studentId sent with the request; the form does not wait for it.
  const { user } = useUser(id, { enabled: allowed });

  if (sessionLoading) return <PageSpinner />;
  if (!allowed) return <Navigate to={routes.login} replace />;

  return (
    <Container size="lg" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <title>{t('newRequest.pageTitle')}</title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <MemberSidebar userId={id} active="newTutorRequest" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder shadow="xs" p={{ base: 'sm', xs: 'md', sm: 'xl' }}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {t('newRequest.title')}
            </Title>
            <Text c="dimmed" size="sm" mb="lg">
              {t('newRequest.intro')}
            </Text>
            <TutorRequestWizard userId={id} studentId={user?.studentId} {...flow} />
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
