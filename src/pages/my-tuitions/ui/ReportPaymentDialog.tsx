import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MEMBER_REPORT_MESSAGES, paymentReportBodySchema } from '@/shared/api';
import { PAYMENT_METHODS, type PaymentMethod } from '@/shared/config';
import { translateMessage } from '@/shared/i18n';
import { normalizeDigits } from '@/shared/lib/digits';
import { formatMoney } from '@/shared/lib/format';

/** Where a money dialog stands: the form, the call under way, the server's refusal, done. */
export type DialogState = 'idle' | 'busy' | 'error' | 'success';

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
  state: DialogState;
  /** The server's sentence when state is error. */
  error?: string | null;
  onSubmit: (body: { method: PaymentMethod; reference: string; amount: number }) => void;
  onClose: () => void;
  /** Stories and tests start on a filled form or on the summary. */
  initialValues?: PaymentReportValues;
  initialStep?: 'form' | 'summary';
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
  const [step, setStep] = useState<'form' | 'summary'>(initialStep);
  const { values } = form;
  const busy = state === 'busy';
  const amount = Number(amountOf(values.amount));
  const close = () => {
    if (busy) return;
    form.setValues(EMPTY);
    form.clearErrors();
    setStep('form');
    onClose();
  };
  const next = () => {
    if (!form.validate().hasErrors) setStep('summary');
  };
  const set = (key: keyof PaymentReportValues) => (value: string) => form.setFieldValue(key, value);
  const problem = (field: keyof PaymentReportValues) => problemKey(field, form.errors[field]);
  const methodProblem = problem('method');
  const referenceProblem = problem('reference');
  const amountProblem = problem('amount');

  return (
    <Modal opened={opened} onClose={close} title={t('reportPayment.title', { job: jobNumber })} centered closeButtonProps={{ 'aria-label': t('common.close') }}>
      {state === 'success' ? (
        <Stack gap="sm">
          <Alert color="green" role="status" title={t('reportPayment.sentTitle')}>
            {t('reportPayment.sent')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('common.done')}</Button>
          </Group>
        </Stack>
      ) : step === 'form' ? (
        <Stack gap="sm">
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={next}>{t('common.continue')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text fw={600}>{t('reportPayment.summaryTitle')}</Text>
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
          {state === 'error' && (
            <Alert color="red" role="alert" title={t('reportPayment.notSent')}>
              {error ? translateMessage(error) : t('common.failed')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep('form')} disabled={busy}>
              {t('common.back')}
            </Button>
            <Button
              loading={busy}
              onClick={() => {
                const body = schema.safeParse(values);
                if (body.success) onSubmit(body.data);
              }}
            >
              {t('reportPayment.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
