import { Accordion, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { faqSections } from '../config/questions';

/** `1..n` */
const upTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export function FaqPage() {
  const { t } = useTranslation('home');
  return (
    <Container size="md" py="xl">
      <title>{t('faq.pageTitle')}</title>
      <Stack gap="xl">
        <header>
          <Title order={1}>{t('faq.title')}</Title>
          <Text size="lg" mt="xs">
            {t('faq.lead')}
          </Text>
        </header>
        {faqSections.map((section) => (
          <section key={section.id} aria-labelledby={`${section.id}-heading`}>
            <Title order={2} id={`${section.id}-heading`} mb="md">
              {t(`faq.sections.${section.id}`)}
            </Title>
            {/* order={3}: each question is an h3 wrapping its button, as the WAI-ARIA accordion pattern asks */}
            <Accordion multiple variant="separated" order={3}>
              {section.entries.map((entry) => (
                <Accordion.Item key={entry.id} value={entry.id}>
                  <Accordion.Control>{t(`faq.entries.${entry.id}.question`)}</Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="xs">
                      {upTo(entry.paragraphs).map((paragraph) => (
                        <Text key={paragraph}>{t(`faq.entries.${entry.id}.answer.p${paragraph}`)}</Text>
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
