import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '@/shared/api';
import { currentLanguage, intlLocale } from '@/shared/i18n';
import { localDigits } from '@/shared/lib/format';
import { PagedList } from '@/shared/ui/paged-list';
import { HeadedTable } from '@/shared/ui/headed-table';
import { RECORD_TYPE_OPTIONS } from '../config/texts';
import { $staff, activityList } from '../model/activity';

/** Signs, not words: an empty value and the change from before to after. */
const DASH = '\u2014';
const ARROW = '\u2192';

/** "5 Jan 2026, 14:30" in English; Bangla's own form and digits in Bangla. */
const when = (iso: string) =>
  new Date(iso).toLocaleString(currentLanguage() === 'bn' ? intlLocale('bn') : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return DASH;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};


/** One entry's changed fields: "status: Due → Paid". */
export function ActivityChanges({ changes }: { changes: ActivityEntry['changes'] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <Text size="sm" c="dimmed">{DASH}</Text>;
  return (
    <Stack gap={2}>
      {fields.map(([field, { before, after }]) => (
        <Text key={field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm">
            {field}
          </Text>
          {`: ${shown(before)} ${ARROW} ${shown(after)}`}
        </Text>
      ))}
    </Stack>
  );
}

function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  const { t } = useTranslation('admin');
  const recordLabel = (type: string) => {
    const known = RECORD_TYPE_OPTIONS.find((option) => option.value === type);
    return known ? t(`activity.recordTypes.${known.value}`) : type;
  };
  return (
    <HeadedTable
      minWidth={760}
      striped
      verticalSpacing="sm"
      aria-label={t('activity.tableLabel')}
      headings={(['when', 'who', 'action', 'record', 'changes', 'reason'] as const).map((column) => t(`activity.columns.${column}`))}
    >
      {entries.map((entry) => (
        <Table.Tr key={entry._id}>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{entry.actorEmail ?? t('activity.system')}</Text>
            {entry.ip && (
              <Text size="xs" c="dimmed">
                {entry.ip}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Badge variant="light" tt="none" c="dark">
              {entry.action}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Text size="sm">{recordLabel(entry.recordType)}</Text>
            {entry.recordId && (
              <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {entry.recordId}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <ActivityChanges changes={entry.changes} />
          </Table.Td>
          <Table.Td>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.reason ?? DASH}
            </Text>
          </Table.Td>
        </Table.Tr>
      ))}
    </HeadedTable>
  );
}

function ActivityFiltersBar() {
  const { t } = useTranslation('admin');
  const { query, staff, change, reset } = useUnit({
    query: activityList.$query,
    staff: $staff,
    change: activityList.filtersChanged,
    reset: activityList.filtersReset,
  });
  const { actor, recordType, from, to } = query.filters;
  const people = staff.map((member) => ({ value: member._id, label: `${member.name} (${member.role})` }));
  // A person named in the address but not (yet) in the staff list still shows as chosen.
  if (actor && !people.some((person) => person.value === actor)) people.push({ value: actor, label: actor });
  const filtered = Boolean(actor || recordType || from || to || query.filters.recordId);
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label={t('activity.person')}
          placeholder={t('activity.everyone')}
          data={people}
          value={actor || null}
          onChange={(value) => change({ actor: value ?? '' })}
          clearable
          searchable
        />
        <Select
          label={t('activity.recordType')}
          placeholder={t('activity.allRecords')}
          data={RECORD_TYPE_OPTIONS.map(({ value }) => ({ value, label: t(`activity.recordTypes.${value}`) }))}
          value={recordType || null}
          onChange={(value) => change({ recordType: value ?? '' })}
          clearable
        />
        <TextInput label={t('activity.from')} type="date" value={from} max={to || undefined} onChange={(event) => change({ from: event.currentTarget.value })} />
        <TextInput label={t('activity.to')} type="date" value={to} min={from || undefined} onChange={(event) => change({ to: event.currentTarget.value })} />
      </SimpleGrid>
      {filtered && (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" size="xs" onClick={() => reset()}>
            {t('activity.clear')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** /admin/activity (the owner's): every staff action, newest first, filtered by person, record type and dates. */
export function AdminActivityPage() {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="lg">
      <title>{t('activity.pageTitle')}</title>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('activity.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('activity.intro')}
        </Text>
      </div>
      <ActivityFiltersBar />
      <PagedList
        model={activityList}
        loadingLabel={t('activity.loading')}
        errorTitle={t('activity.loadFailed')}
        empty={
          <Paper withBorder p="xl" radius="md" ta="center">
            <Text fw={600}>{t('activity.empty')}</Text>
            <Text size="sm" c="dimmed">
              {t('activity.emptyHint')}
            </Text>
          </Paper>
        }
        summary={({ from, to, total }) => (
          <Text size="sm" c="dimmed">
            {t('activity.summary', { from: localDigits(String(from)), to: localDigits(String(to)), total: localDigits(String(total)) })}
          </Text>
        )}
      >
        {(entries) => <ActivityTable entries={entries} />}
      </PagedList>
    </Stack>
  );
}
