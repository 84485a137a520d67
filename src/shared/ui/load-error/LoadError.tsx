import { Alert, Button, Text } from '@mantine/core';

export interface LoadErrorProps {
  /** The failure, shown as the alert's title (or under `title` when one is given). */
  message: string;
  title?: string;
  onRetry: () => void;
}

/** A list that failed to load: the message and "Try Again". */
export function LoadError({ message, title, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" role="alert" title={title ?? message}>
      {title && message && <Text size="sm">{message}</Text>}
      <Button variant="light" color="red" mt="sm" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}
