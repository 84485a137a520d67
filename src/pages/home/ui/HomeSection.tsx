import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface HomeSectionProps {
  /** The heading's id: the section is named by it. */
  headingId: string;
  title: ReactNode;
  /** A dimmed line under the heading. */
  lead?: ReactNode;
  /** The heading (and lead) centred. */
  centered?: boolean;
  /** The room above and below from `sm` up (px). */
  spacing?: number;
  children: ReactNode;
}

/** One band of the home page: a section named by its level-2 heading, an optional lead, then the content. */
export function HomeSection({ headingId, title, lead, centered = false, spacing = 64, children }: HomeSectionProps) {
  const align = centered ? 'center' : undefined;
  const heading = (
    <Title order={2} ta={align} id={headingId}>
      {title}
    </Title>
  );
  return (
    <Container component="section" size="lg" py={{ base: 'xl', sm: spacing }} aria-labelledby={headingId}>
      <Stack gap="lg">
        {lead === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            <Text c="dimmed" ta={align}>
              {lead}
            </Text>
          </div>
        )}
        {children}
      </Stack>
    </Container>
  );
}
