import { Alert, Anchor, Box, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  TUTOR_REQUEST_STEPS,
  type TutorRequestEditableField,
  type TutorRequestEvent,
  type TutorRequestField,
  type TutorRequestStep,
  type TutorRequestValues,
} from '@machines/tutor-request-wizard';
import { routes } from '@/shared/config';
import { formatNumber } from '@/shared/lib/format';
import { fieldId } from '../lib/field-ids';
import { wizardMessage } from '../lib/wizard-message';
import type { TutorRequestSnapshot } from '../model/tutor-request-actor';
import { StudentInfoFields } from './StudentInfoFields';
import { TuitionInfoFields } from './TuitionInfoFields';
import { TutorDetailsFields } from './TutorDetailsFields';

export interface TutorRequestWizardViewProps {
  snapshot: TutorRequestSnapshot;
  send: (event: TutorRequestEvent) => void;
  /** The student's user id, for the link to their posted jobs. */
  userId: string;
}

// The order a blocked step's fields are looked at when focus moves to the first wrong one.
const FIELD_ORDER: TutorRequestField[] = [
  'studentName',
  'noOfStudents',
  'studentGender',
  'district',
  'area',
  'medium',
  'classLevel',
  'subjects',
  'tutoringType',
  'days',
  'tutoringTime',
  'salary',
  'agreeTerms',
];

/** The three-step tutor request form, drawn from the wizard machine's state. */
export function TutorRequestWizardView({ snapshot, send, userId }: TutorRequestWizardViewProps) {
  const { t } = useTranslation('member');
  const busy = snapshot.hasTag('loading');
  const step: TutorRequestStep = busy ? 'tutorDetails' : (snapshot.value as TutorRequestStep);
  const index = TUTOR_REQUEST_STEPS.indexOf(step);
  const { values, errors, submitError, successMessage, draftRestored } = snapshot.context;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [checks, setChecks] = useState(0);
  const shownStep = useRef(step);

  // A new step is announced by moving focus to its heading (not on the first paint).
  useEffect(() => {
    if (shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  // After a blocked Next or Submit, focus goes to the first field with a message.
  useEffect(() => {
    if (checks === 0) return;
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
    // Only a new check moves focus; typing that clears messages must not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [checks]);

  const change = <K extends TutorRequestEditableField>(field: K, value: TutorRequestValues[K]) =>
    send({ type: 'field.change', field, value } as TutorRequestEvent);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    send(step === 'tutorDetails' ? { type: 'submit' } : { type: 'step.next' });
    setChecks((count) => count + 1);
  };

  const headingId = 'tutor-request-step-heading';
  // The machine's messages are English; the fields show them in the language on screen.
  const shownErrors = Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, wizardMessage(text)])) as typeof errors;
  const fieldsProps = { values, errors: shownErrors, onChange: change };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('wizard.formLabel')} aria-busy={busy}>
      <Stack gap="lg">
        <Stepper active={index} size="sm" allowNextStepsSelect={false} aria-label={t('wizard.progress')}>
          {TUTOR_REQUEST_STEPS.map((name) => (
            <Stepper.Step key={name} label={t(`wizard.steps.${name}`)} />
          ))}
        </Stepper>

        {draftRestored && (
          <Alert color="blue" variant="light" role="status" title={t('wizard.draftTitle')}>
            <Group justify="space-between" gap="xs">
              <Text size="sm">{t('wizard.draftText')}</Text>
              <Button type="button" variant="subtle" size="compact-sm" disabled={busy} onClick={() => send({ type: 'draft.discard' })}>
                {t('wizard.startOver')}
              </Button>
            </Group>
          </Alert>
        )}

        {successMessage !== null && (
          <Alert color="green" variant="light" role="status" title={wizardMessage(successMessage)}>
            <Text size="sm">
              {t('wizard.successText')}{' '}
              <Anchor component={Link} to={routes.postedJobs(userId)} size="sm" fw={600}>
                {t('wizard.viewPosted')}
              </Anchor>
            </Text>
          </Alert>
        )}

        <Box component="fieldset" disabled={busy} aria-labelledby={headingId} m={0} p={0} style={{ border: 0, minWidth: 0 }}>
          <Stack gap="md">
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t('wizard.stepOf', { n: formatNumber(index + 1), total: formatNumber(TUTOR_REQUEST_STEPS.length) })}
              </Text>
              <Title order={2} fz="h3" id={headingId} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
                {t(`wizard.steps.${step}`)}
              </Title>
            </div>
            {step === 'studentInfo' && <StudentInfoFields {...fieldsProps} />}
            {step === 'tuitionInfo' && (
              <TuitionInfoFields
                {...fieldsProps}
                onAddSubject={(subject) => send({ type: 'subject.add', subject })}
                onRemoveSubject={(subject) => send({ type: 'subject.remove', subject })}
              />
            )}
            {step === 'tutorDetails' && <TutorDetailsFields {...fieldsProps} />}
          </Stack>
        </Box>

        {submitError !== null && (
          <Alert color="red" variant="light" role="alert">
            {wizardMessage(submitError)}
          </Alert>
        )}

        <Group justify="space-between" gap="sm">
          {index > 0 ? (
            <Button
              type="button"
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              disabled={busy}
              onClick={() => send({ type: 'step.previous' })}
            >
              {t('wizard.previous')}
            </Button>
          ) : (
            <span />
          )}
          {step === 'tutorDetails' ? (
            <Button type="submit" disabled={busy || !values.agreeTerms}>
              {busy ? t('wizard.submitting') : t('wizard.submit')}
            </Button>
          ) : (
            <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />}>
              {t('wizard.next')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
