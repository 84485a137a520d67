import { Anchor, Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminLoginForm } from './AdminLoginForm';
import type { AdminLoginFlowProps } from '../model/admin-login-actor';
import { LanguageSwitch } from '@/features/switch-language';
import { routes } from '@/shared/config';
import { Logo } from '@/shared/ui/logo';
import { useStaffLanguage } from '@/widgets/admin-layout';

/** /admin/login: staff sign in to the admin control panel. */
export function AdminLoginPage({ flow }: { flow?: AdminLoginFlowProps }) {
  const { t } = useTranslation('admin');
  useStaffLanguage();
  return (
    <Container size={460} px="md" py={{ base: 32, sm: 64 }}>
      <title>{t('login.pageTitle')}</title>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="xs" mb="lg" align="center" ta="center">
          <Center>
            <Logo />
          </Center>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('login.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('login.intro')}
          </Text>
        </Stack>
        <AdminLoginForm {...flow} />
        <Text ta="center" size="sm" mt="lg">
          {t('login.notAdmin')}{' '}
          <Anchor component={Link} to={routes.home}>
            {t('login.returnToSite')}
          </Anchor>
        </Text>
        <Group justify="center" mt="xs">
          <LanguageSwitch />
        </Group>
      </Paper>
    </Container>
  );
}
