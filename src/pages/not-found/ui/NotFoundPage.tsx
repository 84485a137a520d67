import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';

export function NotFoundPage() {
  const { t } = useTranslation('home');
  return (
    <Container size="sm" py={80}>
      <title>{t('notFound.pageTitle')}</title>
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="brand.7" lh={1} aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.lead')}</Text>
        <Button component={Link} to={routes.home}>
          {t('notFound.back')}
        </Button>
      </Stack>
    </Container>
  );
}
