import { Accordion, Container, Stack, Text, Title } from '@mantine/core';
import { faqSections } from '../config/questions';

export function FaqPage() {
  return (
    <Container size="md" py="xl">
      <title>Frequently Asked Questions | Shikhon</title>
      <Stack gap="xl">
        <header>
          <Title order={1}>Frequently Asked Questions</Title>
          <Text size="lg" mt="xs">
            Answers to the questions tutors and guardians ask us most: registration, verification, fees,
            payments and how a tuition starts.
          </Text>
        </header>
        {faqSections.map((section) => (
          <section key={section.id} aria-labelledby={`${section.id}-heading`}>
            <Title order={2} id={`${section.id}-heading`} mb="md">
              {section.title}
            </Title>
            {/* order={3}: each question is an h3 wrapping its button, as the WAI-ARIA accordion pattern asks */}
            <Accordion multiple variant="separated" order={3}>
              {section.entries.map((entry) => (
                <Accordion.Item key={entry.id} value={entry.id}>
                  <Accordion.Control>{entry.question}</Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="xs">
                      {entry.answer.map((paragraph) => (
                        <Text key={paragraph}>{paragraph}</Text>
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
