import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { privacyContactEmail, privacySections } from '../config/policy';

/** `1..n` */
const upTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export function PrivacyPage() {
  const { t } = useTranslation('home');
  return (
    <Container size="md" py="xl">
      <title>{t('privacy.pageTitle')}</title>
      <Stack gap="xl">
        <header>
          <Title order={1}>{t('privacy.title')}</Title>
          <Text size="lg" mt="xs">
            {t('privacy.intro')}
          </Text>
        </header>
        {privacySections.map((section) => (
          <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <Title order={2} id={`privacy-${section.id}`} mb="sm">
              {t(`privacy.sections.${section.id}.title`)}
            </Title>
            <Stack gap="xs">
              {upTo(section.paragraphs).map((paragraph) => (
                <Text key={paragraph}>{t(`privacy.sections.${section.id}.paragraphs.p${paragraph}`)}</Text>
              ))}
              {section.points && (
                <List spacing="xs">
                  {upTo(section.points).map((point) => (
                    <List.Item key={point}>{t(`privacy.sections.${section.id}.points.p${point}`)}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </section>
        ))}
        <section aria-labelledby="privacy-contact">
          <Title order={2} id="privacy-contact" mb="sm">
            {t('privacy.contactTitle')}
          </Title>
          <Text>
            {t('privacy.contactBefore')}
            <Anchor href={`mailto:${privacyContactEmail}`}>{privacyContactEmail}</Anchor>
            {t('privacy.contactAfter')}
          </Text>
        </section>
      </Stack>
    </Container>
  );
}
