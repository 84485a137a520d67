import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatNumber } from '@/shared/lib/format';
import { GET_STARTED, type GetStartedAudience } from '../config/steps';

export interface GetStartedProps {
  audience: GetStartedAudience;
}

/** "How Tutors can get started?" or "How Students/Guardians can get started?": four numbered steps. */
export function GetStarted({ audience }: GetStartedProps) {
  const { t } = useTranslation('home');
  const { steps, action } = GET_STARTED[audience];
  const headingId = `home-get-started-${audience}`;
  return (
    <Box component="section" bg={audience === 'tutors' ? 'gray.0' : undefined} aria-labelledby={headingId}>
      <Container size="lg" py={{ base: 'xl', sm: 64 }}>
        <Stack gap="lg">
          <Title order={2} ta="center" id={headingId}>
            {t(`getStarted.${audience}.heading`)}
          </Title>
          <SimpleGrid component="ol" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
            {steps.map(({ key, icon: Icon }, index) => (
              <Paper component="li" key={key} withBorder radius="md" p="lg">
                <Stack gap="sm">
                  <Group justify="space-between">
                    <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                      <Icon size={24} />
                    </ThemeIcon>
                    <Badge variant="filled" size="lg" circle aria-hidden>
                      {formatNumber(index + 1)}
                    </Badge>
                  </Group>
                  <Title order={3} fz="lg">
                    {t(`getStarted.${audience}.steps.${key}.title`)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(`getStarted.${audience}.steps.${key}.description`)}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
          <Group justify="center">
            <Button component={Link} to={action.to} size="md">
              {t(`getStarted.${audience}.action`)}
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
