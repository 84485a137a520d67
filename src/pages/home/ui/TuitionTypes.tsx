import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TUITION_TYPES } from '../config/tuition-types';
import { HomeSection } from './HomeSection';

/** "Types Of Tuition": the five ways a tuition can run. */
export function TuitionTypes() {
  const { t } = useTranslation('home');
  return (
    <HomeSection headingId="home-types-heading" title={t('tuitionTypes.title')} centered>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 5 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {TUITION_TYPES.map(({ key, icon: Icon }) => (
          <Paper component="li" key={key} withBorder radius="md" p="lg">
            <Stack gap="xs" align="center" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <Icon size={30} />
              </ThemeIcon>
              <Title order={3} fz="lg">
                {t(`tuitionTypes.${key}.name`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`tuitionTypes.${key}.description`)}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
