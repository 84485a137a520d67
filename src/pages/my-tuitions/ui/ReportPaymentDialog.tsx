import { Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MEMBER_REPORT_MESSAGES, paymentReportBodySchema } from '@/shared/api';
import { PAYMENT_METHODS, type PaymentMethod } from '@/shared/config';
import { normalizeDigits } from '@/shared/lib/digits';
import { formatMoney } from '@/shared/lib/format';
import { ReportStepsDialog, type ReportDialogState, type ReportDialogStep } from '@/shared/ui/report-steps-dialog';

// A type, not an interface: the resolver takes a record of values.
export type PaymentReportValues = {
  method: PaymentMethod | '';
  reference: string;
  amount: string;
};

export interface ReportPaymentDialogProps {
  opened: boolean;
  /** SK-10234 */
  jobNumber: string;
  /** What is still owed (whole Taka). */
  balance: number;
  state: ReportDialogState;
  /** The server's sentence when state is error. */
  error?: string | null;
  onSubmit: (body: { method: PaymentMethod; reference: string; amount: number }) => void;
  onClose: () => void;
  /** Stories and tests start on a filled form or on the summary. */
  initialValues?: PaymentReportValues;
  initialStep?: ReportDialogStep;
}

const EMPTY: PaymentReportValues = { method: '', reference: '', amount: '' };

/** The amount as typed (Bangla or English digits, thousands commas) as a number when it is whole digits. */
function amountOf(typed: string): number | string {
  const raw = normalizeDigits(typed).replace(/,/g, '').trim();
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/**
 * The contract's body over the typed values: the amount read from its text, and (the form's own rule) not more than
 * what is owed, checked before the contract's amount rules.
 */
function reportFormSchema(balance: number) {
  const { method, reference, amount } = paymentReportBodySchema.shape;
  return z.object({
    method,
    reference,
    amount: z
      .string()
      .transform(amountOf)
      .pipe(z.number().max(balance, MEMBER_REPORT_MESSAGES.overBalance).pipe(amount)),
  });
}

/** Each field shows the dialog's own sentence (the `money` catalogue), whichever of the contract's rules it broke. */
function problemKey(field: keyof PaymentReportValues, message: unknown): string | null {
  if (typeof message !== 'string') return null;
  if (field === 'amount' && message === MEMBER_REPORT_MESSAGES.overBalance) return 'reportPayment.errors.overBalance';
  return `reportPayment.errors.${field}`;
}

/**
 * "Report a payment": method, transaction id and amount, then a summary to confirm before it is sent; busy while
 * it goes, the server's refusal in words, and what happens next once it is sent.
 */
export function ReportPaymentDialog({
  opened,
  jobNumber,
  balance,
  state,
  error,
  onSubmit,
  onClose,
  initialValues = EMPTY,
  initialStep = 'form',
}: ReportPaymentDialogProps) {
  const { t } = useTranslation('money');
  const schema = useMemo(() => reportFormSchema(balance), [balance]);
  // The messages stay until the next Continue, as before (not cleared while typing).
  const form = useForm<PaymentReportValues>({
    initialValues,
    validate: zod4Resolver(schema, { errorPriority: 'first' }),
    clearInputErrorOnChange: false,
  });
  const { values } = form;
  const amount = Number(amountOf(values.amount));
  const set = (key: keyof PaymentReportValues) => (value: string) => form.setFieldValue(key, value);
  const problem = (field: keyof PaymentReportValues) => problemKey(field, form.errors[field]);
  const methodProblem = problem('method');
  const referenceProblem = problem('reference');
  const amountProblem = problem('amount');

  return (
    <ReportStepsDialog
      opened={opened}
      texts={{
        title: t('reportPayment.title', { job: jobNumber }),
        sentTitle: t('reportPayment.sentTitle'),
        sent: t('reportPayment.sent'),
        summaryTitle: t('reportPayment.summaryTitle'),
        notSent: t('reportPayment.notSent'),
        send: t('reportPayment.send'),
      }}
      state={state}
      error={error}
      initialStep={initialStep}
      validate={() => !form.validate().hasErrors}
      onReset={() => {
        form.setValues(EMPTY);
        form.clearErrors();
      }}
      onClose={onClose}
      onSend={() => {
        const body = schema.safeParse(values);
        if (body.success) onSubmit(body.data);
      }}
      form={
        <>
          <Text size="sm">{t('reportPayment.intro', { amount: formatMoney(balance) })}</Text>
          <Select
            label={t('reportPayment.method')}
            placeholder={t('reportPayment.methodPlaceholder')}
            data={PAYMENT_METHODS.map((method) => ({ value: method, label: t(`methods.${method}`) }))}
            value={values.method || null}
            onChange={(value) => set('method')(value ?? '')}
            error={methodProblem ? t(methodProblem) : undefined}
            required
            allowDeselect={false}
          />
          <TextInput
            label={t('reportPayment.reference')}
            description={t('reportPayment.referenceHelp')}
            value={values.reference}
            onChange={(event) => set('reference')(event.currentTarget.value)}
            error={referenceProblem ? t(referenceProblem) : undefined}
            required
            autoComplete="off"
          />
          <TextInput
            label={t('reportPayment.amount')}
            inputMode="numeric"
            value={values.amount}
            onChange={(event) => set('amount')(event.currentTarget.value)}
            error={amountProblem ? t(amountProblem, { amount: formatMoney(balance) }) : undefined}
            required
          />
        </>
      }
      summary={
        <>
          <Text size="sm">
            {t('reportPayment.summary', {
              method: values.method ? t(`methods.${values.method}`) : '',
              amount: formatMoney(amount),
              reference: values.reference.trim().toUpperCase(),
              job: jobNumber,
            })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('reportPayment.after')}
          </Text>
        </>
      }
    />
  );
}
