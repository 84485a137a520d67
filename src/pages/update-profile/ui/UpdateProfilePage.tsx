import { Container, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { StudentProfileForm } from './StudentProfileForm';
import { DownloadMyData } from './DownloadMyData';
import { useSessionLoading, useSessionUser } from '@/entities/session';
import { MemberSidebar } from '@/widgets/member-sidebar';
import { routes } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { TutorProfileSection, type TutorProfileFlows } from './TutorProfileSection';

/**
 * Update profile (`/update-profile/{id}`): only for the signed-in member whose id is `{id}`; anyone
 * else goes to /login. Students get the single form, tutors the five-step wizard; admins have no
 * profile here and go to their dashboard. Below the form: "Download my data" (docs/privacy.md).
 * Tests and stories give the tutor's two machines with stand-in calls (`tutorFlows`).
 */
export function UpdateProfilePage({ tutorFlows }: { tutorFlows?: TutorProfileFlows }) {
  const { t } = useTranslation('profile');
  const { id } = useParams<{ id: string }>();
  const sessionUser = useSessionUser();
  const sessionLoading = useSessionLoading();

  if (sessionLoading) return <PageSpinner />;
  if (!sessionUser || !id || sessionUser.id !== id) return <Navigate to={routes.login} replace />;
  if (sessionUser.userType === 'admin') return <Navigate to={routes.dashboard(id)} replace />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <title>{t('updateProfile.pageTitle')}</title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <MemberSidebar userId={id} active="updateProfile" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="lg">
            {sessionUser.userType === 'student' ? (
              <StudentProfileForm key={id} userId={id} />
            ) : (
              <TutorProfileSection key={id} userId={id} flows={tutorFlows} />
            )}
            <DownloadMyData />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
