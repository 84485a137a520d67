import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CreateTuitionForm } from './CreateTuitionForm';
import { routes } from '@/shared/config';

/** /admin/create-tuition: the admin posts a job; on 201 the form resets and the dashboard opens. */
export function AdminCreateTuitionPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <title>{t('createTuition.pageTitle')}</title>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('createTuition.title')}
        </Title>
        <Text c="dimmed">{t('createTuition.intro')}</Text>
      </div>
      <Card withBorder radius="md" padding="lg">
        <CreateTuitionForm onCreated={() => navigate(routes.admin)} />
      </Card>
    </Stack>
  );
}
