import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { failureSentence } from '@/shared/api';

/** Shown when a page fails to load or render (e.g. its chunk vanished after a deploy). */
export function RouteErrorBoundary() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? // Never a bare "404 Not Found": the failure in words.
      failureSentence(error.status)
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>{t('routeError.title')}</Title>
        <Text c="dimmed">{t('routeError.lead')}</Text>
        {detail && (
          <Text size="sm" c="dimmed" ff="monospace">
            {detail}
          </Text>
        )}
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Container>
  );
}
