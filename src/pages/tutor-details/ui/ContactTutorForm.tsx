import { Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_ERROR_MESSAGE } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { SubmitFeedbackAlert } from '@/shared/ui/submit-feedback';
import { LongTextField } from '@/shared/ui/form-field';
import {
  $contactErrors,
  $contactFeedback,
  $contactStatus,
  $contactValues,
  contactFieldChanged,
  contactFormOpened,
  contactFormSubmitted,
  CONTACT_FAILURE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
} from '../model/contact-form';

/** The form's own sentences by key (`contact.messages.<key>` in `board`); the model keeps the English words. */
const OWN_MESSAGES: Readonly<Record<string, string>> = {
  [CONTACT_SUCCESS_MESSAGE]: 'success',
  [CONTACT_FAILURE_MESSAGE]: 'failure',
  [NETWORK_ERROR_MESSAGE]: 'network',
};

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
  const { t } = useTranslation('board');
  const shown = (message: string | undefined) => {
    if (!message) return message;
    const key = OWN_MESSAGES[message];
    return key ? t(`contact.messages.${key}`) : translateMessage(message);
  };
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
        {tutorName ? t('contact.titleNamed', { name: tutorName }) : t('contact.title')}
      </Title>
      {/* The schema checks the fields, so its messages are what the user sees (not the browser's). */}
      <form onSubmit={submit} noValidate aria-busy={sending} aria-labelledby={titleId}>
        <Stack gap="sm">
          <TextInput
            label={t('contact.name')}
            required
            autoComplete="name"
            value={values.name}
            error={shown(errors.name)}
            onChange={(event) => changed({ field: 'name', value: event.currentTarget.value })}
          />
          <TextInput
            label={t('contact.phone')}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.phone}
            error={shown(errors.phone)}
            onChange={(event) => changed({ field: 'phone', value: event.currentTarget.value })}
          />
          <LongTextField
            label={t('contact.message')}
            required
            value={values.message}
            error={shown(errors.message)}
            onChange={(event) => changed({ field: 'message', value: event.currentTarget.value })}
          />
          <SubmitFeedbackAlert feedback={feedback} text={shown} />
          <Button type="submit" loading={sending}>
            {t('contact.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
