import { Alert, Anchor, Box, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { fieldId } from '../lib/field-ids';
import type { TutorRequestSnapshot } from '../model/flow-overrides';
import { StudentInfoFields } from './StudentInfoFields';
import { TuitionInfoFields } from './TuitionInfoFields';
import { TutorDetailsFields } from './TutorDetailsFields';

export interface TutorRequestWizardViewProps {
  snapshot: TutorRequestSnapshot;
  send: (event: TutorRequestEvent) => void;
  /** The student's user id, for the link to their posted jobs. */
  userId: string;
}

export const TUTOR_REQUEST_STEP_TITLES: Record<TutorRequestStep, string> = {
  studentInfo: 'Student Info',
  tuitionInfo: 'Tuition Info',
  tutorDetails: 'Tutor Details',
};

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
  const fieldsProps = { values, errors, onChange: change };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New tutor request" aria-busy={busy}>
      <Stack gap="lg">
        <Stepper active={index} size="sm" allowNextStepsSelect={false} aria-label="Progress">
          {TUTOR_REQUEST_STEPS.map((name) => (
            <Stepper.Step key={name} label={TUTOR_REQUEST_STEP_TITLES[name]} />
          ))}
        </Stepper>

        {draftRestored && (
          <Alert color="blue" variant="light" role="status" title="Draft restored">
            <Group justify="space-between" gap="xs">
              <Text size="sm">We kept what you typed last time. Carry on, or start over.</Text>
              <Button type="button" variant="subtle" size="compact-sm" disabled={busy} onClick={() => send({ type: 'draft.discard' })}>
                Start over
              </Button>
            </Group>
          </Alert>
        )}

        {successMessage !== null && (
          <Alert color="green" variant="light" role="status" title={successMessage}>
            <Text size="sm">
              Our team will review it and send you CVs of handpicked tutors.{' '}
              <Anchor component={Link} to={routes.postedJobs(userId)} size="sm" fw={600}>
                View your posted jobs
              </Anchor>
            </Text>
          </Alert>
        )}

        <Box component="fieldset" disabled={busy} aria-labelledby={headingId} m={0} p={0} style={{ border: 0, minWidth: 0 }}>
          <Stack gap="md">
            <div>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                Step {index + 1} of {TUTOR_REQUEST_STEPS.length}
              </Text>
              <Title order={2} fz="h3" id={headingId} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
                {TUTOR_REQUEST_STEP_TITLES[step]}
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
            {submitError}
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
              Previous
            </Button>
          ) : (
            <span />
          )}
          {step === 'tutorDetails' ? (
            <Button type="submit" disabled={busy || !values.agreeTerms}>
              {busy ? 'Submitting...' : 'Submit Request'}
            </Button>
          ) : (
            <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />}>
              Next
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
