import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HireTutorForm } from './HireTutorForm';

/** Hire a Tutor (`/request_for_tutor`), open to everyone. */
export function HireTutorPage() {
  const { t } = useTranslation('board');
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <title>{t('hire.pageTitle')}</title>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {t('hire.title')}
          </Title>
          <Text c="dimmed">
            {t('hire.lead')}
          </Text>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <HireTutorForm />
        </Paper>
      </Stack>
    </Container>
  );
}
