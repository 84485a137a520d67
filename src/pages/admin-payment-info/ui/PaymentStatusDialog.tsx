import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment, PaymentStatusValue } from '@/shared/api';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod } from '@/shared/config';
import { formatMoney, localDigits } from '@/shared/lib/format';
import {
  emptyStatusChangeForm,
  paymentMethodLabel,
  STATUS_NEEDS,
  statusChangeDetails,
  statusChangeErrors,
  statusChangeSummary,
  type StatusChangeDetails,
  type StatusChangeForm,
} from '../lib/status-change';
import { paymentRow } from '../lib/payment-view';
import { $saving, $statusChange, statusChangeCancelled, statusChangeConfirmed, statusChangeRequested } from '../model/record-payment';

const STATUS_COLORS: Record<PaymentStatusValue, string> = { Due: 'yellow', Paid: 'green', Fraud: 'red', Cancel: 'gray' };

/** The Status column's control: a status chosen opens the dialog below (its own column renderer, so it can be replaced). */
export function PaymentStatusSelect({ payment }: { payment: Payment }) {
  const [saving, changeStatus] = useUnit([$saving, statusChangeRequested]);
  const { t } = useTranslation('adminRecords');
  return (
    <NativeSelect
      size="xs"
      w={110}
      aria-label={paymentRow(payment).statusLabel}
      data={PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`paymentStatus.${status}`) }))}
      value={payment.status}
      disabled={saving.includes(payment._id)}
      onChange={(event) => changeStatus({ payment, status: event.currentTarget.value as PaymentStatusValue })}
      styles={{
        input: { borderLeft: `4px solid var(--mantine-color-${STATUS_COLORS[payment.status]}-6)`, fontWeight: 600 },
      }}
    />
  );
}

export interface PaymentStatusDialogProps {
  /** The fee and the status chosen in its select; null: closed. */
  change: { payment: Payment; status: PaymentStatusValue } | null;
  submitting?: boolean;
  onCancel: () => void;
  onConfirm: (details: StatusChangeDetails) => void;
}

/** Asks for what a status needs (method, reference and amount for Paid; a reason for Fraud, Due, Cancel) and says what will change. */
export function PaymentStatusDialog({ change, ...props }: PaymentStatusDialogProps) {
  // A new change opens a fresh form (the key remounts it).
  return change ? <StatusChangeBody key={`${change.payment._id}:${change.status}`} change={change} {...props} /> : null;
}

/** The dialog on the payments screen: it asks about the change a row's status select started. */
export function PaymentStatusChange() {
  const u = useUnit({ change: $statusChange, saving: $saving, cancel: statusChangeCancelled, confirm: statusChangeConfirmed });
  const submitting = u.change !== null && u.saving.includes(u.change.payment._id);
  return <PaymentStatusDialog change={u.change} submitting={submitting} onCancel={u.cancel} onConfirm={u.confirm} />;
}

function StatusChangeBody({
  change,
  submitting = false,
  onCancel,
  onConfirm,
}: Omit<PaymentStatusDialogProps, 'change'> & { change: NonNullable<PaymentStatusDialogProps['change']> }) {
  const { t } = useTranslation('adminRecords');
  // The balance offered as the amount, in the screen's digits; either script may be typed.
  const [form, setForm] = useState<StatusChangeForm>(() => {
    const empty = emptyStatusChangeForm(change.payment);
    return { ...empty, amount: localDigits(empty.amount) };
  });
  const [tried, setTried] = useState(false);
  const { payment, status } = change;
  const needs = STATUS_NEEDS[status];
  const errors = statusChangeErrors(payment, status, form);
  const shown = tried ? errors : {};
  const set = (field: keyof StatusChangeForm) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length === 0) onConfirm(statusChangeDetails(status, form));
  };
  return (
    <Modal opened onClose={onCancel} title={t(`recordPayment.titles.${status}`)} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {needs.payment && (
            <>
              <NativeSelect
                label={t('recordPayment.method')}
                required
                data={[
                  { value: '', label: t('recordPayment.chooseMethod') },
                  ...PAYMENT_METHODS.map((method) => ({ value: method, label: paymentMethodLabel(method) })),
                ]}
                value={form.method}
                error={shown.method}
                onChange={(event) => set('method')(event.currentTarget.value as PaymentMethod | '')}
              />
              <TextInput
                label={t('recordPayment.reference')}
                required
                value={form.reference}
                error={shown.reference}
                onChange={(event) => set('reference')(event.currentTarget.value)}
              />
              <TextInput
                label={t('recordPayment.amount')}
                inputMode="numeric"
                description={t('recordPayment.amountHint', { balance: formatMoney(payment.balance) })}
                value={form.amount}
                error={shown.amount}
                onChange={(event) => set('amount')(event.currentTarget.value)}
              />
            </>
          )}
          {needs.reason !== 'none' && (
            <Textarea
              label={needs.reason === 'required' ? t('recordPayment.reason') : t('recordPayment.reasonOptional')}
              required={needs.reason === 'required'}
              rows={2}
              value={form.reason}
              error={shown.reason}
              onChange={(event) => set('reason')(event.currentTarget.value)}
            />
          )}
          <Text size="sm" role="status">
            {statusChangeSummary(payment, status, form)}
          </Text>
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {t('actions.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
