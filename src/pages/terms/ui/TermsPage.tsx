import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { termsIntro, termsSections } from '../config/sections';

export function TermsPage() {
  return (
    <Container size="md" py="xl">
      <title>Terms and Conditions | Shikhon</title>
      <Stack gap="xl">
        <header>
          <Title order={1}>Terms and Conditions</Title>
          <Text size="lg" mt="xs">
            {termsIntro}
          </Text>
        </header>
        {termsSections.map((section, sectionIndex) => {
          const number = sectionIndex + 1;
          return (
            <section key={section.id} aria-labelledby={`terms-${section.id}`}>
              <Title order={2} id={`terms-${section.id}`} mb="sm">
                {number}. {section.title}
              </Title>
              <Stack gap="xs">
                {section.clauses.map((clause, clauseIndex) => (
                  <Text key={clause}>
                    <Text span fw={600}>
                      {number}.{clauseIndex + 1}
                    </Text>{' '}
                    {clause}
                  </Text>
                ))}
                {section.contactEmail && (
                  <Text>
                    Email: <Anchor href={`mailto:${section.contactEmail}`}>{section.contactEmail}</Anchor>
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
