import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DistrictStrip } from './DistrictStrip';
import { routes } from '@/shared/config';

/** Spec section 2, Home 1: the title and the strip of tuitions per district. */
export function HeroSection() {
  const { t } = useTranslation('home');
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-heading"
      style={{ background: 'linear-gradient(180deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-white) 100%)' }}
    >
      <Container size="lg" pt={{ base: 40, sm: 72 }} pb={{ base: 'xl', sm: 48 }}>
        <Stack gap="lg">
          <Stack gap="md" maw={760}>
            <Title order={1} id="home-hero-heading" fz={{ base: 30, xs: 36, sm: 48 }} lh={1.15}>
              {t('hero.title')}
            </Title>
            <Text size="lg" c="dimmed">
              {t('hero.lead')}
            </Text>
            <Group>
              <Button component={Link} to={routes.hireTutor} size="md">
                {t('hero.hireTutor')}
              </Button>
              <Button component={Link} to={routes.tuitionBoard} size="md" variant="default">
                {t('hero.tuitionBoard')}
              </Button>
            </Group>
          </Stack>
          <Stack gap={6} mt="md">
            <Text fw={600} id="home-district-strip-label">
              {t('hero.byDistrict')}
            </Text>
            <DistrictStrip />
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
