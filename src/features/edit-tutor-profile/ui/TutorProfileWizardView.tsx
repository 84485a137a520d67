import { Alert, Button, Group, Loader, Paper, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCircleCheck, IconDeviceFloppy } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WIZARD_STEPS,
  type EducationSection,
  type OptionalSection,
  type TutorProfileWizardEvent,
  type WizardStep,
} from '@machines/tutor-profile-wizard';
import { formatNumber } from '@/shared/lib/format';
import { FormLoadFailed, FormPaper } from '@/shared/ui/form-paper';
import { wizardMessage } from '../lib/messages';
import type { TutorProfileWizardSnapshot } from '../model/wizard-actor';
import { EducationStep } from './EducationStep';
import classes from './TutorProfileWizardView.module.css';
import { PersonalStep } from './PersonalStep';
import { ReviewStep } from './ReviewStep';
import { TuitionStep } from './TuitionStep';

export interface TutorProfileWizardViewProps {
  snapshot: TutorProfileWizardSnapshot;
  send: (event: TutorProfileWizardEvent) => void;
  /** Step 4's content: the documents flow lives outside the wizard (see the update-profile page). */
  documentsStep: ReactNode;
}

// Each step's name and heading: `wizard.steps.<step>.label` and `.heading` in the `profile` catalogue.

/** The step on screen; saving and saved stay on Review; null while the profile loads. */
function currentStep(snapshot: TutorProfileWizardSnapshot): WizardStep | null {
  for (const step of WIZARD_STEPS) if (snapshot.matches({ editing: step })) return step;
  return snapshot.matches('saving') || snapshot.hasTag('success') ? 'review' : null;
}

/** The tutor's five-step profile wizard, drawn from the wizard machine's state. */
export function TutorProfileWizardView({ snapshot, send, documentsStep }: TutorProfileWizardViewProps) {
  const { t } = useTranslation('profile');
  const stepLabel = (key: WizardStep) => t(`wizard.steps.${key}.label`);
  const stepHeading = (key: WizardStep) => t(`wizard.steps.${key}.heading`);
  const reviewHeading = stepHeading('review');
  const { profile, error, educationChecked, incompleteSections, profileCompletion, draftRestored } = snapshot.context;
  const loading = snapshot.matches('loading') || snapshot.matches('initializing');
  const saving = snapshot.hasTag('saving');
  const saved = snapshot.hasTag('success');
  const shownStep = currentStep(snapshot);
  const step = shownStep ?? 'education';
  const index = WIZARD_STEPS.indexOf(step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(shownStep);
  const changeEducation = useCallback(
    (section: EducationSection, field: string, value: string) => send({ type: 'education.change', section, field, value }),
    [send],
  );
  const clearEducation = useCallback((section: OptionalSection) => send({ type: 'education.clear', section }), [send]);

  // Moving to another step puts the focus on its heading, so keyboard and screen reader users start
  // there (not when the profile first appears).
  useEffect(() => {
    if (previousStep.current !== null && shownStep !== null && previousStep.current !== shownStep) {
      headingRef.current?.focus();
    }
    previousStep.current = shownStep;
  }, [shownStep]);

  if (loading) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Group gap="sm" justify="center" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text>{t('common.loadingProfile')}</Text>
        </Group>
      </Paper>
    );
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <FormLoadFailed
        title={t('common.couldNotOpenProfile')}
        message={error && wizardMessage(error)}
        retryLabel={t('common.tryAgainLower')}
        onRetry={() => send({ type: 'profile.retry' })}
      />
    );
  }

  return (
    <FormPaper title={t('wizard.title')}>
      <Stepper
        active={index}
        onStepClick={(target) => send({ type: 'step.goto', step: WIZARD_STEPS[target]! })}
        allowNextStepsSelect={false}
        size="sm"
        iconSize={32}
        aria-label={t('wizard.stepsLabel')}
        wrap={false}
        classNames={{ stepBody: classes.stepBody, separator: classes.separator }}
      >
        {WIZARD_STEPS.map((key, position) => (
          <Stepper.Step
            key={key}
            // On a phone only the numbered circles fit in a row: the names stay for assistive technology.
            aria-label={t('wizard.stepAria', { number: formatNumber(position + 1), name: stepLabel(key) })}
            label={stepLabel(key)}
            description={key === 'review' ? reviewHeading : undefined}
            allowStepSelect={!saving && !saved && position < index}
          />
        ))}
      </Stepper>
      <Text hiddenFrom="sm" size="sm" c="dimmed" mt={-8}>
        {t('wizard.stepCaption', {
          number: formatNumber(index + 1),
          total: formatNumber(WIZARD_STEPS.length),
          name: stepLabel(step),
        })}
      </Text>

      {draftRestored && !saved && (
        <Alert color="blue" variant="light" role="status" title={t('wizard.draft.title')}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('wizard.draft.text')}</Text>
            <Button
              type="button"
              variant="subtle"
              size="compact-sm"
              disabled={saving}
              onClick={() => send({ type: 'draft.discard' })}
            >
              {t('wizard.draft.discard')}
            </Button>
          </Group>
        </Alert>
      )}

      <section aria-labelledby="tutor-profile-step-heading">
        <Title order={2} fz="h3" mb="md" id="tutor-profile-step-heading" ref={headingRef} tabIndex={-1}>
          {stepHeading(step)}
        </Title>
        {step === 'education' && (
          <EducationStep
            education={profile.education}
            checked={educationChecked}
            incompleteSections={incompleteSections}
            onChange={changeEducation}
            onClear={clearEducation}
          />
        )}
        {step === 'tuition' && (
          <TuitionStep tuition={profile.tuition} onChange={(patch) => send({ type: 'tuition.change', patch })} />
        )}
        {step === 'personal' && (
          <PersonalStep personal={profile.personal} onChange={(patch) => send({ type: 'personal.change', patch })} />
        )}
        {step === 'documents' && documentsStep}
        {step === 'review' && (
          <ReviewStep
            profile={profile}
            profileCompletion={profileCompletion}
            incompleteSections={incompleteSections}
            onEdit={saving || saved ? undefined : (target) => send({ type: 'step.goto', step: target })}
          />
        )}
      </section>

      {error && (
        <Alert color="red" variant="light" role="alert">
          {wizardMessage(error)}
        </Alert>
      )}
      {saved && (
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck aria-hidden="true" />}>
          {t('wizard.savedOpening')}
        </Alert>
      )}

      <Group justify="space-between" gap="sm">
        {index > 0 ? (
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
            onClick={() => send({ type: 'step.previous' })}
            disabled={saving || saved}
          >
            {t('wizard.previous')}
          </Button>
        ) : (
          <span />
        )}
        {step === 'review' ? (
          <Button
            leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
            onClick={() => send({ type: 'profile.submit' })}
            disabled={saving || saved}
          >
            {saving ? t('common.saving') : t('wizard.submit')}
          </Button>
        ) : (
          <Button rightSection={<IconArrowRight size={18} aria-hidden="true" />} onClick={() => send({ type: 'step.next' })}>
            {t('wizard.next')}
          </Button>
        )}
      </Group>
    </FormPaper>
  );
}
