import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localDigits } from '@/shared/lib/format';

export interface InfoRow {
  label: string;
  value: ReactNode;
}

/** Name, Email and Phone rows of an account ('N/A' when a contact is missing), in the language on screen. */
export function useContactRows(user: { name: string; email?: string | null; phone?: string | null }): InfoRow[] {
  const { t } = useTranslation('profile');
  const missing = t('common.notAvailable');
  return [
    { label: t('dashboard.info.name'), value: user.name },
    { label: t('dashboard.info.email'), value: user.email || missing },
    { label: t('dashboard.info.phone'), value: user.phone ? localDigits(user.phone) : missing },
  ];
}

/** A titled card of label/value rows (Personal Info, Admin Info, Education, ...). */
export function InfoCard({ title, rows, children }: { title: string; rows?: InfoRow[]; children?: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title} h="100%">
      <Title order={2} fz="h4" mb="sm">
        {title}
      </Title>
      {rows && rows.length > 0 && (
        <Stack component="dl" gap="xs" m={0}>
          {rows.map(({ label, value }) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed" fw={600}>
                {label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </Stack>
      )}
      {children}
    </Paper>
  );
}
