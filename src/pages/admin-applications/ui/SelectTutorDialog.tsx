// The date picker's styles (the start date) come with the one dialog that has one, not with every page.
import '@mantine/dates/styles.css';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useUnit } from 'effector-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSessionUser } from '@/entities/session';
import { useUserRecord } from '@/entities/user';
import { mayOverrideOverdueFee, selectTutorBodySchema } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { normalizeDigits } from '@/shared/lib/digits';
import { localDigits } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';
import { feeSummary, isIsoDay, suggestedSalary, todayInDhaka, validAgreedSalary } from '../lib/select-terms';
import { $assignmentInFlight, isOverdueFeeRefusal, selectFailureText, selectTutorFx } from '../model/assign-tutor';

/** Where the dialog is: filling the terms, waiting for the server, or showing the server's refusal. */
export type SelectDialogStatus = 'form' | 'sending' | 'error';

export interface SelectTutorDialogViewProps {
  opened: boolean;
  tutorName: string;
  jobNumber: number;
  salary: number | string | undefined;
  startDate: string | null;
  status: SelectDialogStatus;
  /** The server's message (status 'error'). */
  error?: string | null;
  /** Shown under the salary after a confirm with an invalid salary. */
  salaryError?: string | null;
  startDateError?: string | null;
  onSalaryChange: (value: number | string) => void;
  onStartDateChange: (value: string | null) => void;
  onConfirm: () => void;
  onClose: () => void;
  /**
   * The staff member's role may override an overdue fee (owner, finance): with the overdue 409, "Override with a
   * reason" is offered. Other roles see the message only.
   */
  canOverride?: boolean;
  /** null: no override under way; a string: the reason box is open with this text and Confirm retries with it. */
  overrideReason?: string | null;
  overrideReasonError?: string | null;
  onOverride?: () => void;
  onOverrideReasonChange?: (value: string) => void;
}

/** The shortest reason the contract accepts for an override. */
const OVERRIDE_REASON_MIN = 3;
export const validOverrideReason = (reason: string | null | undefined): string | undefined =>
  reason != null && reason.trim().length >= OVERRIDE_REASON_MIN ? reason.trim() : undefined;

/** The dialog's English texts (on screen: the same keys under `assign` of the admin catalogue). */
export const SELECT_DIALOG_TEXTS = {
  salaryLabel: 'Agreed monthly salary (TK)',
  startLabel: 'Start date',
  salaryInvalid: 'Enter the agreed monthly salary in whole Taka (more than 0)',
  startInvalid: 'Enter the start date as YYYY-MM-DD',
  noSummary: 'Enter the agreed salary and the start date to see the media fee.',
  confirm: 'Confirm selection',
} as const;

/** The salary as typed: Bangla or English digits, with or without thousands commas; a whole number when it is one. */
export function salaryValue(typed: string): number | string {
  const raw = normalizeDigits(typed).replace(/[,\s]/g, '');
  return /^\d{1,9}$/.test(raw) ? Number(raw) : raw;
}
/** The salary in the box: grouped by thousands ("5,000"), in the digits of the language on screen. */
const salaryText = (salary: number | string | undefined) =>
  typeof salary === 'number' ? localDigits(salary.toLocaleString('en-US')) : (salary ?? '');

const parseDay = (value: string): string | null => (isIsoDay(value.trim()) ? value.trim() : null);

/** The confirmation of Select Tutor: the tutor and the job, the agreed terms, and the fee they will charge. */
export function SelectTutorDialogView({
  opened,
  tutorName,
  jobNumber,
  salary,
  startDate,
  status,
  error,
  salaryError,
  startDateError,
  onSalaryChange,
  onStartDateChange,
  onConfirm,
  onClose,
  canOverride = false,
  overrideReason = null,
  overrideReasonError,
  onOverride,
  onOverrideReasonChange,
}: SelectTutorDialogViewProps) {
  const { t } = useTranslation('admin');
  const sending = status === 'sending';
  const overriding = overrideReason !== null;
  const summary = feeSummary(validAgreedSalary(salary), startDate);
  const job = formatJobNumber(jobNumber);
  return (
    <Modal
      opened={opened}
      onClose={sending ? () => {} : onClose}
      title={t('assign.dialogTitle')}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('assign.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!sending) onConfirm();
        }}
      >
        <Stack gap="sm">
          <Text style={{ overflowWrap: 'anywhere' }}>
            <Trans t={t} i18nKey="assign.question" values={{ name: tutorName, job }} components={{ b: <b /> }} />
          </Text>
          <TextInput
            label={t('assign.salaryLabel')}
            value={salaryText(salary)}
            onChange={(event) => onSalaryChange(salaryValue(event.currentTarget.value))}
            inputMode="numeric"
            autoComplete="off"
            required
            disabled={sending}
            error={salaryError ?? undefined}
            data-autofocus
          />
          <DateInput
            label={t('assign.startLabel')}
            value={startDate}
            onChange={onStartDateChange}
            valueFormat="YYYY-MM-DD"
            dateParser={parseDay}
            placeholder="YYYY-MM-DD"
            required
            disabled={sending}
            error={startDateError ?? undefined}
            popoverProps={{ withinPortal: true }}
          />
          <Text size="sm" aria-live="polite" data-testid="select-fee-summary">
            {summary ?? t('assign.noSummary')}
          </Text>
          {status === 'error' && error && (
            <Alert color="red" variant="light" role="alert" title={t('assign.notSelected')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{translateMessage(error)}</Text>
                {canOverride && !overriding && isOverdueFeeRefusal(error) && (
                  <Button size="xs" variant="outline" color="red" onClick={onOverride}>
                    {t('assign.override')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          {overriding && (
            <Textarea
              label={t('assign.overrideReasonLabel')}
              description={t('assign.overrideReasonHint')}
              value={overrideReason}
              onChange={(event) => onOverrideReasonChange?.(event.currentTarget.value)}
              maxLength={500}
              rows={3}
              required
              disabled={sending}
              error={overrideReasonError ?? undefined}
              data-autofocus
            />
          )}
          <Group justify="flex-end" gap="xs" wrap="wrap">
            <Button variant="default" onClick={onClose} disabled={sending}>
              {t('assign.cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {overriding ? t('assign.confirmOverride') : t('assign.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

// A type, not an interface: the resolver takes a record of values. The salary as typed may still be text.
type SelectValues = {
  agreedSalary: number | string | undefined;
  startDate: string | null;
  /** Present once "Override with a reason" was pressed. */
  override: { reason: string } | undefined;
};

/**
 * The contract's body without the tutor (the dialog knows it), the salary and the start date required here: a
 * selection from the dialog always states its terms. Each field's message is the dialog's own (`assign.*`).
 */
const selectFormSchema = selectTutorBodySchema
  .omit({ tutorId: true })
  .required({ agreedSalary: true })
  .extend({ startDate: selectTutorBodySchema.shape.startDate.unwrap().refine(isIsoDay) });
const checkSelect = zod4Resolver(selectFormSchema, { errorPriority: 'first' });

/** The checked terms as the body takes them (the reason trimmed by the contract). */
const selectBodyOf = (values: SelectValues) => selectFormSchema.parse(values);

export interface SelectTutorDialogProps {
  opened: boolean;
  onClose: () => void;
  jobId: string;
  jobNumber: number;
  /** The job's salary as posted: prefills the agreed salary when it is a number or a range. */
  jobSalary: string | null | undefined;
  tutorId: string;
  tutorName: string;
}

/**
 * The dialog with its state: confirm sends { tutorId, agreedSalary, startDate }; a refusal stays in the dialog. On the
 * overdue-fee 409 a staff member whose role may override (owner, finance: the contract's FEE_OVERRIDE_ROLES) can give
 * a reason and confirm again with `override: { reason }`.
 */
export function SelectTutorDialog({ opened, onClose, jobId, jobNumber, jobSalary, tutorId, tutorName }: SelectTutorDialogProps) {
  const { t } = useTranslation('admin');
  const select = useUnit(selectTutorFx);
  const inFlight = useUnit($assignmentInFlight);
  const form = useForm<SelectValues>({
    initialValues: { agreedSalary: suggestedSalary(jobSalary), startDate: todayInDhaka(), override: undefined },
    validate: checkSelect,
  });
  const [error, setError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const session = useSessionUser();
  const { user: account } = useUserRecord(session?.id);
  const canOverride = mayOverrideOverdueFee(account?.role);
  const sending = inFlight?.jobId === jobId && inFlight.tutorId === tutorId;
  const status: SelectDialogStatus = sending ? 'sending' : error ? 'error' : 'form';
  const { agreedSalary, startDate, override } = form.values;
  // After a confirm the messages follow the fields as they change (the dialog's own texts, one per field).
  const errors = checked ? checkSelect(form.values) : {};

  const confirm = form.onSubmit(
    (values) => {
      setChecked(true);
      const body = selectBodyOf(values);
      setError(null);
      select({ jobId, tutorId, ...body })
        .then(() => onClose())
        .catch((failure: unknown) => setError(selectFailureText(failure)));
    },
    () => setChecked(true),
  );

  return (
    <SelectTutorDialogView
      opened={opened}
      tutorName={tutorName}
      jobNumber={jobNumber}
      salary={agreedSalary}
      startDate={startDate}
      status={status}
      error={error}
      salaryError={errors.agreedSalary ? t('assign.salaryInvalid') : null}
      startDateError={errors.startDate ? t('assign.startInvalid') : null}
      onSalaryChange={(value) => {
        form.setFieldValue('agreedSalary', value === '' ? undefined : value);
        setError(null);
      }}
      onStartDateChange={(value) => {
        form.setFieldValue('startDate', value);
        setError(null);
      }}
      onConfirm={() => confirm()}
      onClose={onClose}
      canOverride={canOverride}
      overrideReason={override?.reason ?? null}
      overrideReasonError={errors['override.reason'] ? t('assign.overrideReasonInvalid') : null}
      onOverride={() => {
        setChecked(false);
        form.setFieldValue('override', { reason: '' });
      }}
      onOverrideReasonChange={(reason) => form.setFieldValue('override', { reason })}
    />
  );
}
