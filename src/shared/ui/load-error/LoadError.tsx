import { Alert, Button } from '@mantine/core';

export interface LoadErrorProps {
  /** The failure, shown as the alert's title. */
  message: string;
  onRetry: () => void;
}

/** A list that failed to load: the message and "Try Again". */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" role="alert" title={message}>
      <Button variant="light" color="red" mt="sm" onClick={onRetry}>
        Try Again
      </Button>
    </Alert>
  );
}
