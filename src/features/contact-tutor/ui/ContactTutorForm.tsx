import { Alert, Button, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useEffect, useId, type FormEvent } from 'react';
import {
  $contactErrors,
  $contactFeedback,
  $contactStatus,
  $contactValues,
  contactFieldChanged,
  contactFormOpened,
  contactFormSubmitted,
} from '../model/contact-form';

/** The contact form on a tutor's details page: name, phone and message, really sent. */
export function ContactTutorForm({ tutorId, tutorName }: { tutorId: string; tutorName?: string }) {
  const { values, errors, status, feedback, opened, changed, submitted } = useUnit({
    values: $contactValues,
    errors: $contactErrors,
    status: $contactStatus,
    feedback: $contactFeedback,
    opened: contactFormOpened,
    changed: contactFieldChanged,
    submitted: contactFormSubmitted,
  });
  const titleId = useId();
  const sending = status === 'sending';

  useEffect(() => {
    opened(tutorId);
  }, [opened, tutorId]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted();
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId} mb="sm">
        {tutorName ? `Contact ${tutorName}` : 'Contact Tutor'}
      </Title>
      {/* The schema checks the fields, so its messages are what the user sees (not the browser's). */}
      <form onSubmit={submit} noValidate aria-busy={sending} aria-labelledby={titleId}>
        <Stack gap="sm">
          <TextInput
            label="Your Name"
            required
            autoComplete="name"
            value={values.name}
            error={errors.name}
            onChange={(event) => changed({ field: 'name', value: event.currentTarget.value })}
          />
          <TextInput
            label="Phone"
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.phone}
            error={errors.phone}
            onChange={(event) => changed({ field: 'phone', value: event.currentTarget.value })}
          />
          <Textarea
            label="Message"
            required
            rows={4}
            resize="vertical"
            value={values.message}
            error={errors.message}
            onChange={(event) => changed({ field: 'message', value: event.currentTarget.value })}
          />
          {feedback && (
            <Alert
              color={feedback.tone === 'success' ? 'green' : 'red'}
              role={feedback.tone === 'success' ? 'status' : 'alert'}
            >
              {feedback.message}
            </Alert>
          )}
          <Button type="submit" loading={sending}>
            Send Message
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
