import { Alert, Button, Container, Grid, Paper, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconUserQuestion } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ContactTutorForm } from './ContactTutorForm';
import {
  $tutor,
  $tutorStatus,
  educationRowsOf,
  toTutorDetailView,
  tutorRequested,
  type TutorStatus,
} from '@/entities/tutor';
import { routes } from '@/shared/config';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { EducationTable } from './EducationTable';
import { TuitionInformation } from './TuitionInformation';
import { TutorProfileCard } from './TutorProfileCard';

type TabValue = 'tuition' | 'education';
const tabOf = (value: string | null): TabValue => (value === 'education' ? 'education' : 'tuition');

function NotFound() {
  const { t } = useTranslation('board');
  return (
    <Paper withBorder radius="md" p="xl" ta="center">
      <Stack align="center" gap="sm">
        <IconUserQuestion size={48} aria-hidden />
        <Title order={1} fz="h2">
          {t('tutorDetails.notFound')}
        </Title>
        <Text c="dimmed">{t('tutorDetails.notFoundLead')}</Text>
        <Button component={Link} to={routes.findTutors}>
          {t('tutorDetails.viewAll')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Tutor details (`/premium_tutor_details/{id}`): profile, the two tabs and the contact form. */
export function TutorDetailsPage() {
  const { t, i18n } = useTranslation('board');
  const language = i18n.language;
  const { id } = useParams<{ id: string }>();
  const [searchParams, setSearchParams] = useSearchParams();
  const { tutor, status, request } = useUnit({ tutor: $tutor, status: $tutorStatus, request: tutorRequested });
  const tab = tabOf(searchParams.get('tab'));

  // Before paint, so the previous tutor's state never shows under this address.
  useLayoutEffect(() => {
    if (id) request(id);
  }, [id, request]);

  // An answer for another id (the page was opened for a new tutor) is not shown.
  const current = tutor && tutor._id === id ? tutor : null;
  // The view's words follow the language on screen: computed again after a switch.
  const view = useMemo(() => (current && language ? toTutorDetailView(current) : null), [current, language]);
  const educationRows = useMemo(() => (current && language ? educationRowsOf(current.education) : []), [current, language]);
  const shown: TutorStatus = !id ? 'notFound' : status === 'ready' && !view ? 'loading' : status;

  const selectTab = (value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (tabOf(value) === 'tuition') next.delete('tab');
    else next.set('tab', 'education');
    setSearchParams(next, { replace: true });
  };

  return (
    <Container size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <title>{view ? t('tutorDetails.pageTitleNamed', { name: view.name }) : t('tutorDetails.pageTitle')}</title>
      {view && shown === 'ready' && (
        <VisuallyHidden>
          <h1>{t('tutorDetails.heading', { name: view.name })}</h1>
        </VisuallyHidden>
      )}
      {shown === 'notFound' ? (
        <NotFound />
      ) : shown === 'error' ? (
        <Alert color="red" title={t('tutorDetails.error')} icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('tutorDetails.failed')}</Text>
            <Button variant="light" color="red" onClick={() => id && request(id)}>
              {t('results.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : !view || !current ? (
        <PageSpinner label={t('tutorDetails.loading')} />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <TutorProfileCard tutor={view} isPremium={current.isPremium} isVerified={current.isVerified} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Paper withBorder radius="md" p="md">
                <Tabs value={tab} onChange={selectTab} keepMounted={false}>
                  <Tabs.List grow>
                    <Tabs.Tab value="tuition">{t('tutorDetails.tuitionTab')}</Tabs.Tab>
                    <Tabs.Tab value="education">{t('tutorDetails.educationTab')}</Tabs.Tab>
                  </Tabs.List>
                  <Tabs.Panel value="tuition" pt="lg">
                    <TuitionInformation tutor={view} />
                  </Tabs.Panel>
                  <Tabs.Panel value="education" pt="lg">
                    <Title order={2} fz="h4" mb="md">
                      {t('tutorDetails.educationTitle')}
                    </Title>
                    <EducationTable rows={educationRows} />
                  </Tabs.Panel>
                </Tabs>
              </Paper>
              <ContactTutorForm tutorId={view.id} tutorName={view.name} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
