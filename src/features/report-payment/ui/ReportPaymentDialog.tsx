import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type PaymentMethod } from '@/shared/config';
import { translateMessage } from '@/shared/i18n';
import { normalizeDigits } from '@/shared/lib/digits';
import { formatMoney } from '@/shared/lib/format';

/** Where a money dialog stands: the form, the call under way, the server's refusal, done. */
export type DialogState = 'idle' | 'busy' | 'error' | 'success';

export interface PaymentReportValues {
  method: PaymentMethod | '';
  reference: string;
  amount: string;
}

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

type Problems = Partial<Record<keyof PaymentReportValues, string>>;

function check(values: PaymentReportValues, balance: number): Problems {
  const problems: Problems = {};
  if (!values.method) problems.method = 'reportPayment.errors.method';
  if (!/^[A-Za-z0-9][A-Za-z0-9 ._/-]{2,63}$/.test(values.reference.trim())) problems.reference = 'reportPayment.errors.reference';
  const amount = Number(normalizeDigits(values.amount).replace(/,/g, '').trim());
  if (!/^\d+$/.test(normalizeDigits(values.amount).replace(/,/g, '').trim()) || !Number.isInteger(amount) || amount <= 0) {
    problems.amount = 'reportPayment.errors.amount';
  } else if (amount > balance) problems.amount = 'reportPayment.errors.overBalance';
  return problems;
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
  const [values, setValues] = useState<PaymentReportValues>(initialValues);
  const [step, setStep] = useState<'form' | 'summary'>(initialStep);
  const [problems, setProblems] = useState<Problems>({});
  const busy = state === 'busy';
  const amount = Number(normalizeDigits(values.amount).replace(/,/g, '').trim());
  const close = () => {
    if (busy) return;
    setValues(EMPTY);
    setStep('form');
    setProblems({});
    onClose();
  };
  const next = () => {
    const found = check(values, balance);
    setProblems(found);
    if (Object.keys(found).length === 0) setStep('summary');
  };
  const set = (key: keyof PaymentReportValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

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
            error={problems.method ? t(problems.method) : undefined}
            required
            allowDeselect={false}
          />
          <TextInput
            label={t('reportPayment.reference')}
            description={t('reportPayment.referenceHelp')}
            value={values.reference}
            onChange={(event) => set('reference')(event.currentTarget.value)}
            error={problems.reference ? t(problems.reference) : undefined}
            required
            autoComplete="off"
          />
          <TextInput
            label={t('reportPayment.amount')}
            inputMode="numeric"
            value={values.amount}
            onChange={(event) => set('amount')(event.currentTarget.value)}
            error={problems.amount ? t(problems.amount, { amount: formatMoney(balance) }) : undefined}
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
              onClick={() => values.method && onSubmit({ method: values.method, reference: values.reference.trim(), amount })}
            >
              {t('reportPayment.send')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
