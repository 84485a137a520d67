import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { Payment, PaymentStatusValue } from '@/shared/api';
import { PAYMENT_METHODS, type PaymentMethod } from '@/shared/config';
import { formatMoney } from '@/shared/lib/format';
import {
  emptyStatusChangeForm,
  STATUS_NEEDS,
  statusChangeDetails,
  statusChangeErrors,
  statusChangeSummary,
  type StatusChangeDetails,
  type StatusChangeForm,
} from '../lib/status-change';

export interface PaymentStatusDialogProps {
  /** The fee and the status chosen in its select; null: closed. */
  change: { payment: Payment; status: PaymentStatusValue } | null;
  submitting?: boolean;
  onCancel: () => void;
  onConfirm: (details: StatusChangeDetails) => void;
}

const TITLES: Record<PaymentStatusValue, string> = {
  Paid: 'Record a payment',
  Cancel: 'Cancel this fee',
  Fraud: 'Flag as fraud',
  Due: 'Reopen this fee',
};

/** Asks for what a status needs (method, reference and amount for Paid; a reason for Fraud, Due, Cancel) and says what will change. */
export function PaymentStatusDialog({ change, ...props }: PaymentStatusDialogProps) {
  // A new change opens a fresh form (the key remounts it).
  return change ? <StatusChangeBody key={`${change.payment._id}:${change.status}`} change={change} {...props} /> : null;
}

function StatusChangeBody({
  change,
  submitting = false,
  onCancel,
  onConfirm,
}: Omit<PaymentStatusDialogProps, 'change'> & { change: NonNullable<PaymentStatusDialogProps['change']> }) {
  const [form, setForm] = useState<StatusChangeForm>(() => emptyStatusChangeForm(change.payment));
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
    <Modal opened onClose={onCancel} title={TITLES[status]} centered>
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
                label="Method"
                required
                data={[{ value: '', label: 'Choose…' }, ...PAYMENT_METHODS.map((method) => ({ value: method, label: method }))]}
                value={form.method}
                error={shown.method}
                onChange={(event) => set('method')(event.currentTarget.value as PaymentMethod | '')}
              />
              <TextInput
                label="Transaction reference"
                required
                value={form.reference}
                error={shown.reference}
                onChange={(event) => set('reference')(event.currentTarget.value)}
              />
              <TextInput
                label="Amount (Tk)"
                inputMode="numeric"
                description={`Balance: ${formatMoney(payment.balance)}. Less records a partial payment.`}
                value={form.amount}
                error={shown.amount}
                onChange={(event) => set('amount')(event.currentTarget.value)}
              />
            </>
          )}
          {needs.reason !== 'none' && (
            <Textarea
              label={needs.reason === 'required' ? 'Reason' : 'Reason (optional)'}
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
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
