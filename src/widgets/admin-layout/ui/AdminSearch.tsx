import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routes } from '@/shared/config';
import type { AdminSearchJob, AdminSearchPerson } from '@/shared/api';
import { formatJobNumber } from '@/shared/lib/job-number';
import { searchAdmin } from '../api/admin-search-api';
import { useAdminSearch, type AdminSearchFn } from '../model/use-admin-search';

export interface AdminSearchProps {
  /** The search call; the real API when absent (stories and tests pass their own, a stable function). */
  search?: AdminSearchFn;
  /** A term already typed, with the results open (stories). */
  initialQuery?: string;
}

/** Where choosing a result goes: the people lists filtered by e-mail, or the job's page. */
export function adminSearchTarget(kind: 'student' | 'tutor' | 'job', key: string): string {
  if (kind === 'job') return routes.tuitionDetails(key);
  return `/admin/${kind === 'student' ? 'students' : 'tutors'}?search=${encodeURIComponent(key)}`;
}

/** Between the parts of a result's line (a sign, not a word). */
const SEP = ' \u00b7 ';

function PersonOption({ kind, person }: { kind: 'student' | 'tutor'; person: AdminSearchPerson }) {
  return (
    <Combobox.Option value={adminSearchTarget(kind, person.email)}>
      <Text size="sm" fw={500} truncate>
        {person.name}
        {person.displayId !== null ? ` · #${person.displayId}` : ''}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {person.email}{SEP}{person.phone}
      </Text>
    </Combobox.Option>
  );
}

function JobOption({ job }: { job: AdminSearchJob }) {
  const { t } = useTranslation('catalogue');
  const status = t(`tuitionStatus.${job.status}`, { defaultValue: job.status });
  const district = job.district ? t(`district.${job.district}`, { defaultValue: job.district }) : job.district;
  return (
    <Combobox.Option value={adminSearchTarget('job', job.id)}>
      <Text size="sm" fw={500} truncate>
        {formatJobNumber(job.jobNumber)}{SEP}{job.title}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {[job.studentName, job.area, district].filter(Boolean).join(', ')}{SEP}{status}
      </Text>
    </Combobox.Option>
  );
}

/** The admin header search: students, tutors and jobs by name, e-mail, phone, number or id, in a keyboard-driven list. */
export function AdminSearch({ search = searchAdmin, initialQuery = '' }: AdminSearchProps) {
  const { t } = useTranslation(['admin', 'catalogue']);
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery);
  const state = useAdminSearch(query, search);
  // Open while the admin is in the box and there is something to show (a search under way, an answer).
  const [open, setOpen] = useState(Boolean(initialQuery));
  const combobox = useCombobox({ opened: open && state.status !== 'idle', onOpenedChange: setOpen });
  const results = state.status === 'success' ? state.results : null;

  // Point at the first result when an answer arrives, so Enter takes it and the arrows move from there.
  const { selectFirstOption } = combobox;
  useEffect(() => {
    if (results) selectFirstOption();
  }, [results, selectFirstOption]);

  const total = results ? results.students.length + results.tutors.length + results.jobs.length : 0;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(target) => {
        setOpen(false);
        setQuery('');
        void navigate(target);
      }}
      withinPortal
    >
      <Combobox.Target>
        <TextInput
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
      </Combobox.Target>
      <Combobox.Dropdown miw={300}>
        <Combobox.Options aria-label={t('search.results')} mah={420} style={{ overflowY: 'auto' }}>
          {state.status === 'loading' && (
            <Group gap="xs" p="xs" role="status">
              <Loader size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {t('search.searching')}
              </Text>
            </Group>
          )}
          {state.status === 'error' && <Combobox.Empty>{t('search.failed')}</Combobox.Empty>}
          {state.status === 'success' && total === 0 && (
            <Combobox.Empty>{t('search.none', { term: state.term })}</Combobox.Empty>
          )}
          {results && results.students.length > 0 && (
            <Combobox.Group label={t('search.students')}>
              {results.students.map((person) => (
                <PersonOption key={person.id} kind="student" person={person} />
              ))}
            </Combobox.Group>
          )}
          {results && results.tutors.length > 0 && (
            <Combobox.Group label={t('search.tutors')}>
              {results.tutors.map((person) => (
                <PersonOption key={person.id} kind="tutor" person={person} />
              ))}
            </Combobox.Group>
          )}
          {results && results.jobs.length > 0 && (
            <Combobox.Group label={t('search.jobs')}>
              {results.jobs.map((job) => (
                <JobOption key={job.id} job={job} />
              ))}
            </Combobox.Group>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
