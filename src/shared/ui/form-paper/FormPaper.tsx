import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's form on a bordered sheet under the page's heading (the member's profile forms). */
export function FormPaper({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export interface FormLoadFailedProps {
  /** The alert's title (what could not be opened). */
  title: string;
  /** Why, in the language on screen; nothing when unknown. */
  message: string | null;
  retryLabel: string;
  onRetry: () => void;
}

/** What a form had to load could not be: why, and a button to try again. */
export function FormLoadFailed({ title, message, retryLabel, onRetry }: FormLoadFailedProps) {
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
