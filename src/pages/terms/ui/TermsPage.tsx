import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localDigits } from '@/shared/lib/format';
import { termsSections } from '../config/sections';

/** `1..n` */
const upTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

export function TermsPage() {
  const { t } = useTranslation('home');
  return (
    <Container size="md" py="xl">
      <title>{t('terms.pageTitle')}</title>
      <Stack gap="xl">
        <header>
          <Title order={1}>{t('terms.title')}</Title>
          <Text size="lg" mt="xs">
            {t('terms.intro')}
          </Text>
        </header>
        {termsSections.map((section, sectionIndex) => {
          const number = sectionIndex + 1;
          return (
            <section key={section.id} aria-labelledby={`terms-${section.id}`}>
              <Title order={2} id={`terms-${section.id}`} mb="sm">
                {localDigits(`${number}.`)} {t(`terms.sections.${section.id}.title`)}
              </Title>
              <Stack gap="xs">
                {upTo(section.clauses).map((clause) => (
                  <Text key={clause}>
                    <Text span fw={600}>
                      {localDigits(`${number}.${clause}`)}
                    </Text>{' '}
                    {t(`terms.sections.${section.id}.clauses.c${clause}`)}
                  </Text>
                ))}
                {section.contactEmail && (
                  <Text>
                    {t('terms.email')}
                    <Anchor href={`mailto:${section.contactEmail}`}>{section.contactEmail}</Anchor>
                  </Text>
                )}
              </Stack>
            </section>
          );
        })}
      </Stack>
    </Container>
  );
}
