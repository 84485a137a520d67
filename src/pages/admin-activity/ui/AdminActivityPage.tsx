import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { ActivityEntry } from '@/shared/api';
import { PagedList } from '@/shared/ui/paged-list';
import { ACTIVITY_TEXTS, RECORD_TYPE_OPTIONS } from '../config/texts';
import { $staff, activityList } from '../model/activity';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

const recordLabel = (type: string) => RECORD_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;

/** One entry's changed fields: "status: Due → Paid". */
export function ActivityChanges({ changes }: { changes: ActivityEntry['changes'] }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <Stack gap={2}>
      {fields.map(([field, { before, after }]) => (
        <Text key={field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} size="sm">
            {field}
          </Text>
          : {shown(before)} → {shown(after)}
        </Text>
      ))}
    </Stack>
  );
}

function ActivityTable({ entries }: { entries: ActivityEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="sm" aria-label="Activity log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Record</Table.Th>
            <Table.Th>Changes</Table.Th>
            <Table.Th>Reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry._id}>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={entry.createdAt}>{when(entry.createdAt)}</time>
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.actorEmail ?? 'System'}</Text>
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
                  {entry.reason ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ActivityFiltersBar() {
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
          label="Person"
          placeholder="Everyone"
          data={people}
          value={actor || null}
          onChange={(value) => change({ actor: value ?? '' })}
          clearable
          searchable
        />
        <Select
          label="Record type"
          placeholder="All records"
          data={RECORD_TYPE_OPTIONS.map(({ value, label }) => ({ value, label }))}
          value={recordType || null}
          onChange={(value) => change({ recordType: value ?? '' })}
          clearable
        />
        <TextInput label="From" type="date" value={from} max={to || undefined} onChange={(event) => change({ from: event.currentTarget.value })} />
        <TextInput label="To" type="date" value={to} min={from || undefined} onChange={(event) => change({ to: event.currentTarget.value })} />
      </SimpleGrid>
      {filtered && (
        <Group justify="flex-end" mt="sm">
          <Button variant="subtle" size="xs" onClick={() => reset()}>
            {ACTIVITY_TEXTS.clear}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** /admin/activity (the owner's): every staff action, newest first, filtered by person, record type and dates. */
export function AdminActivityPage() {
  return (
    <Stack gap="lg">
      <title>Activity log | Shikhon Admin</title>
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {ACTIVITY_TEXTS.title}
        </Title>
        <Text c="dimmed" size="sm">
          {ACTIVITY_TEXTS.intro}
        </Text>
      </div>
      <ActivityFiltersBar />
      <PagedList
        model={activityList}
        loadingLabel={ACTIVITY_TEXTS.loading}
        errorTitle={ACTIVITY_TEXTS.loadFailed}
        empty={
          <Paper withBorder p="xl" radius="md" ta="center">
            <Text fw={600}>{ACTIVITY_TEXTS.empty}</Text>
            <Text size="sm" c="dimmed">
              {ACTIVITY_TEXTS.emptyHint}
            </Text>
          </Paper>
        }
        summary={({ from, to, total }) => (
          <Text size="sm" c="dimmed">
            Showing {from} to {to} of {total} entries
          </Text>
        )}
      >
        {(entries) => <ActivityTable entries={entries} />}
      </PagedList>
    </Stack>
  );
}
