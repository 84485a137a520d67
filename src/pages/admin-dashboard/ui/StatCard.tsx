import { Anchor, Card, Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { localDigits } from '@/shared/lib/format';

export interface StatCardProps {
  title: string;
  value: number | null | undefined;
  /** Percent change from last month; absent hides the line. */
  growth?: number | null;
  to?: string;
  icon: ReactNode;
}

/** One headline figure: '-' when absent, then 'N%' up/down or 'No change', 'from last month'. */
export function StatCard({ title, value, growth, to, icon }: StatCardProps) {
  const { t } = useTranslation('admin');
  const heading = to ? (
    <Anchor component={Link} to={to} fw={600} c="dimmed" size="sm">
      {title}
    </Anchor>
  ) : (
    <Text fw={600} c="dimmed" size="sm">
      {title}
    </Text>
  );
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          {heading}
          <Text fz={28} fw={700} mt={4}>
            {value === null || value === undefined ? '-' : localDigits(String(value))}
          </Text>
        </div>
        {icon}
      </Group>
      {growth !== undefined && growth !== null && (
        <Group gap={4} mt="xs" wrap="nowrap">
          {growth === 0 ? (
            <Text size="sm" c="dimmed">
              {t('dashboard.stats.noChange')}
            </Text>
          ) : (
            <Text size="sm" c={growth > 0 ? 'teal.8' : 'red.8'} fw={600} span style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
              {growth > 0 ? (
                <IconArrowUpRight size={16} aria-label={t('dashboard.stats.up')} />
              ) : (
                <IconArrowDownRight size={16} aria-label={t('dashboard.stats.down')} />
              )}
              {localDigits(`${Math.abs(growth)}%`)}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('dashboard.stats.fromLastMonth')}
          </Text>
        </Group>
      )}
    </Card>
  );
}
