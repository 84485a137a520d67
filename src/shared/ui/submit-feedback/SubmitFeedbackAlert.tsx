import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SubmitFeedback } from '@/shared/api';

export interface SubmitFeedbackAlertProps {
  feedback: SubmitFeedback | null;
  /** The message in the language on screen. */
  text: (message: string) => ReactNode;
}

/** A sent form's outcome under it: green and read politely when it went, red and read at once when it did not. */
export function SubmitFeedbackAlert({ feedback, text }: SubmitFeedbackAlertProps) {
  if (!feedback) return null;
  const success = feedback.tone === 'success';
  return (
    <Alert color={success ? 'green' : 'red'} role={success ? 'status' : 'alert'}>
      {text(feedback.message)}
    </Alert>
  );
}
