import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { privacyContactEmail, privacyIntro, privacySections } from '../config/policy';

export function PrivacyPage() {
  return (
    <Container size="md" py="xl">
      <title>Privacy Policy | Shikhon</title>
      <Stack gap="xl">
        <header>
          <Title order={1}>Privacy Policy</Title>
          <Text size="lg" mt="xs">
            {privacyIntro}
          </Text>
        </header>
        {privacySections.map((section) => (
          <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <Title order={2} id={`privacy-${section.id}`} mb="sm">
              {section.title}
            </Title>
            <Stack gap="xs">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
              {section.points && (
                <List spacing="xs">
                  {section.points.map((point) => (
                    <List.Item key={point}>{point}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </section>
        ))}
        <section aria-labelledby="privacy-contact">
          <Title order={2} id="privacy-contact" mb="sm">
            Contact us
          </Title>
          <Text>
            For any question about your information or this policy, write to{' '}
            <Anchor href={`mailto:${privacyContactEmail}`}>{privacyContactEmail}</Anchor>.
          </Text>
        </section>
      </Stack>
    </Container>
  );
}
