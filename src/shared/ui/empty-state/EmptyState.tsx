import { Anchor, Card, Stack, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface EmptyStateProps {
  /** A picture of what is missing (hidden from assistive technology). */
  icon: Icon;
  title: ReactNode;
  /** A dimmed sentence under the title. */
  text?: ReactNode;
  /** Where to go next. */
  link: { to: string; label: ReactNode };
}

/** A member's list with nothing in it yet: an icon, what is missing, and a link to where it starts. */
export function EmptyState({ icon: Picture, title, text, link }: EmptyStateProps) {
  return (
    <Card withBorder padding="lg" ta="center">
      <Stack gap="xs" align="center">
        <Picture size={32} aria-hidden="true" />
        <Text fw={600}>{title}</Text>
        {text !== undefined && (
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        )}
        <Anchor component={Link} to={link.to}>
          {link.label}
        </Anchor>
      </Stack>
    </Card>
  );
}
