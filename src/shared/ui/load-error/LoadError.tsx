import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n';

export interface LoadErrorProps {
  /** The failure, shown as the alert's title (or under `title` when one is given). */
  message: string;
  title?: string;
  onRetry: () => void;
}

/** A list that failed to load: the message and "Try Again". */
export function LoadError({ message, title, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" role="alert" title={title ?? translateMessage(message)}>
      {title && message && <Text size="sm">{translateMessage(message)}</Text>}
      <Button variant="light" color="red" mt="sm" onClick={onRetry}>
        {t('ui.tryAgain')}
      </Button>
    </Alert>
  );
}
