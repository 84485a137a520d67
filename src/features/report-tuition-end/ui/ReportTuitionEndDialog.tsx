import { Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_REPORT_MESSAGES, tuitionEndBodySchema } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { ReportStepsDialog, type ReportDialogState, type ReportDialogStep } from '@/shared/ui/report-steps-dialog';

/** Who reports the end: the selected tutor (My Tuitions) or the guardian (My requests); the texts differ a little. */
export type EndReporter = 'tutor' | 'guardian';

export interface ReportTuitionEndDialogProps {
  opened: boolean;
  jobNumber: string;
  /** The earliest date allowed (YYYY-MM-DD): the day the tutor was assigned. */
  minDate: string;
  /** Today in Dhaka (YYYY-MM-DD): the latest date allowed. */
  maxDate: string;
  state: ReportDialogState;
  error?: string | null;
  onSubmit: (body: { endedOn: string; note?: string }) => void;
  onClose: () => void;
  initialDate?: string;
  initialStep?: ReportDialogStep;
  /** The tutor by default. */
  reporter?: EndReporter;
}

/** The day (YYYY-MM-DD) in Dhaka, where every tuition is. */
export const dhakaToday = (now = new Date()) => new Date(now.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

/**
 * The contract's body, the date also (the form's own rule, as the server checks it) between the assignment and today
 * in Dhaka; both are YYYY-MM-DD, so comparing the texts compares the days.
 */
function endFormSchema(minDate: string, maxDate: string) {
  return tuitionEndBodySchema.extend({
    endedOn: tuitionEndBodySchema.shape.endedOn
      .refine((day) => day <= maxDate, MEMBER_REPORT_MESSAGES.endInFuture)
      .refine((day) => day >= minDate, MEMBER_REPORT_MESSAGES.endBeforeAssignment),
  });
}

/**
 * "Report tuition ended": the date it ended (not before the assignment, not in the future) and an optional note,
 * then a summary of what happens next to confirm; busy, the server's refusal, and the thank-you once sent. The tutor
 * and the guardian see the same dialog; only the intro and the fee rule speak to each.
 */
export function ReportTuitionEndDialog({
  opened,
  jobNumber,
  minDate,
  maxDate,
  state,
  error,
  onSubmit,
  onClose,
  initialDate = '',
  initialStep = 'form',
  reporter = 'tutor',
}: ReportTuitionEndDialogProps) {
  const { t } = useTranslation('money');
  const schema = useMemo(() => endFormSchema(minDate, maxDate), [minDate, maxDate]);
  // The message stays until the next Continue, as before (not cleared while typing).
  const form = useForm({
    initialValues: { endedOn: initialDate, note: '' },
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
    clearInputErrorOnChange: false,
  });
  const { endedOn: date, note } = form.values;
  const says = reporter === 'guardian' ? 'reportEnd.guardian' : 'reportEnd';
  // The dialog's own sentences for the contract's: no date, a future one, one before the assignment.
  const dateError = form.errors.endedOn;
  const problem =
    dateError === MEMBER_REPORT_MESSAGES.endInFuture
      ? t('reportEnd.errors.future')
      : dateError === MEMBER_REPORT_MESSAGES.endBeforeAssignment
        ? t('reportEnd.errors.beforeStart', { date: formatDate(minDate) })
        : dateError
          ? t('reportEnd.errors.date')
          : null;
  return (
    <ReportStepsDialog
      opened={opened}
      texts={{
        title: t('reportEnd.title', { job: jobNumber }),
        sentTitle: t('reportEnd.sentTitle'),
        sent: t('reportEnd.sent'),
        summaryTitle: t('reportEnd.summaryTitle'),
        notSent: t('reportEnd.notSent'),
        send: t('reportEnd.send'),
      }}
      state={state}
      error={error}
      initialStep={initialStep}
      validate={() => !form.validate().hasErrors}
      onReset={() => form.clearErrors()}
      onClose={onClose}
      onSend={() => onSubmit({ endedOn: date, ...(note.trim() ? { note: note.trim() } : {}) })}
      form={
        <>
          <Text size="sm">{t(`${says}.intro`)}</Text>
          <TextInput
            type="date"
            label={t('reportEnd.date')}
            value={date}
            min={minDate}
            max={maxDate}
            onChange={(event) => form.setFieldValue('endedOn', event.currentTarget.value)}
            error={problem ?? undefined}
            required
          />
          <Textarea label={t('reportEnd.note')} value={note} maxLength={500} rows={3} onChange={(event) => form.setFieldValue('note', event.currentTarget.value)} />
        </>
      }
      summary={
        <>
          <Text size="sm">{t('reportEnd.summary', { job: jobNumber, date: formatDate(date) })}</Text>
          <Text size="sm" c="dimmed">
            {t(`${says}.rule`)}
          </Text>
        </>
      }
    />
  );
}
