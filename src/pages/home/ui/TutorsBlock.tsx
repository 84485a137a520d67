import { Alert, Button, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TutorCard } from '@/entities/tutor';
import { routes } from '@/shared/config';
import { isFeaturedTutor } from '../lib/featured-tutors';
import { $homeTutors, $homeTutorsError, $homeTutorsStatus } from '../model/home-tutors';

/**
 * Spec section 2, Home 8: "Loading tutors..." while loading, "Error: {message}" on failure,
 * the featured tutors (all tutors when none is featured).
 */
export function TutorsBlock() {
  const { t } = useTranslation('home');
  const { tutors, status, error } = useUnit({
    tutors: $homeTutors,
    status: $homeTutorsStatus,
    error: $homeTutorsError,
  });
  const anyFeatured = tutors.some(isFeaturedTutor);
  const headingId = 'home-tutors-heading';

  let body;
  if (status === 'failed') {
    body = (
      <Alert color="red" role="alert" variant="light">
        {t('tutors.error', { error })}
      </Alert>
    );
  } else if (status !== 'ready') {
    body = (
      <Group justify="center" py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('tutors.loading')}</Text>
      </Group>
    );
  } else if (tutors.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {t('tutors.empty')}
      </Text>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
        {tutors.map((tutor) => (
          <TutorCard key={tutor._id} tutor={tutor} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Container component="section" size="lg" py={{ base: 'xl', sm: 64 }} aria-labelledby={headingId}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={2} id={headingId}>
              {anyFeatured || status !== 'ready' ? t('tutors.featured') : t('tutors.ours')}
            </Title>
            <Text c="dimmed">{t('tutors.lead')}</Text>
          </div>
          <Button component={Link} to={routes.findTutors} variant="subtle" rightSection={<IconArrowRight size={16} aria-hidden />}>
            {t('tutors.findMore')}
          </Button>
        </Group>
        {body}
      </Stack>
    </Container>
  );
}
