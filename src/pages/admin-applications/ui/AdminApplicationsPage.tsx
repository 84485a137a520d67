import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { $applicantContacts, applicantContactNeeded, ApplicantStatusBadge, type Application } from '@/entities/application';
import { DeassignTutorButton, SelectTutorButton } from '@/features/assign-tutor';
import { SendShortlistButton, ShortlistCheckbox } from '@/features/shortlist-applicants';
import { tutorCvPath } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';
import { PagedList } from '@/shared/ui/paged-list';
import { applicationsList, type ApplicationsTab } from '../model/admin-applications';

type Applicant = Application['applicants'][number];

const TAB_LABELS: Record<ApplicationsTab, string> = { pending: 'Pending', assigned: 'Assigned' };

/** The shortlist tick of one applicant (only while the job waits for its tutor and the applicant waits too). */
interface ShortlistTick {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One applicant: looked up by tutorId; a failed lookup replaces the card by its error. */
function ApplicantCard({ job, applicant, shortlist }: { job: Application; applicant: Applicant; shortlist?: ShortlistTick }) {
  const [contacts, needed] = useUnit([$applicantContacts, applicantContactNeeded]);
  useEffect(() => {
    needed(applicant.tutorId);
  }, [needed, applicant.tutorId]);

  const lookup = contacts[applicant.tutorId];
  if (lookup?.status === 'error') {
    return (
      <Alert color="red" role="alert" variant="light">
        Error loading tutor details: {lookup.message}
      </Alert>
    );
  }
  const contact = lookup?.status === 'ready' ? lookup.contact : null;
  // Until the name arrives, buttons are named after the display number so each applicant stays addressable.
  const who = contact?.name ?? `Tutor ${applicant.tutorDisplayId ?? applicant.tutorId.slice(0, 8)}`;
  const canSelect = !job.isAssigned;
  const canDeassign = job.isAssigned && applicant.status === 'accepted';

  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={`Applicant ${who}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {contact?.name ?? 'Loading...'}
          </Text>
          <Group gap={4} wrap="nowrap">
            {applicant.picked ? (
              <Badge size="sm" variant="filled" color="orange" c="dark.8" tt="none">
                Guardian&apos;s pick
              </Badge>
            ) : (
              applicant.shortlisted && (
                <Badge size="sm" variant="light" color="orange" c="dark.6" tt="none">
                  Shortlisted
                </Badge>
              )
            )}
            <ApplicantStatusBadge status={applicant.status} />
          </Group>
        </Group>
        {contact && (
          <>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {contact.email}
            </Text>
            <Text size="sm">{contact.phone}</Text>
          </>
        )}
        <Text size="sm" c="dimmed">
          Applied: {formatDate(applicant.appliedAt)}
        </Text>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Anchor
            href={tutorCvPath(applicant.tutorId)}
            download
            size="sm"
            aria-label={`Download CV ${who}`}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            <IconDownload size={14} aria-hidden="true" />
            Download CV
          </Anchor>
          {shortlist && <ShortlistCheckbox tutorName={who} checked={shortlist.checked} onChange={shortlist.onChange} />}
          {canSelect && (
            <SelectTutorButton
              jobId={job.jobId}
              jobNumber={job.jobNumber}
              jobSalary={job.salary}
              tutorId={applicant.tutorId}
              tutorName={who}
            />
          )}
          {canDeassign && <DeassignTutorButton jobId={job.jobId} tutorId={applicant.tutorId} tutorName={who} />}
        </Group>
      </Stack>
    </Card>
  );
}

function JobCard({ job }: { job: Application }) {
  // The ticks start from the shortlist the server has; sending them replaces it.
  const [ticked, setTicked] = useState<string[]>(() =>
    job.applicants.filter((applicant) => applicant.shortlisted).map((applicant) => applicant.tutorId),
  );
  const canShortlist = !job.isAssigned;
  const tick = (applicant: Applicant): ShortlistTick | undefined =>
    canShortlist && applicant.status === 'pending'
      ? {
          checked: ticked.includes(applicant.tutorId),
          onChange: (checked) =>
            setTicked((list) => (checked ? [...list, applicant.tutorId] : list.filter((id) => id !== applicant.tutorId))),
        }
      : undefined;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={`Job ID: ${formatJobNumber(job.jobNumber)}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }} title={job.jobId}>
              Job ID: {formatJobNumber(job.jobNumber)}
            </Text>
            <Text size="sm" c="dimmed">
              Total Applicants: {job.applicants.length}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            {canShortlist && <SendShortlistButton jobId={job.jobId} tutorIds={ticked} jobLabel={formatJobNumber(job.jobNumber)} />}
            <Badge color={job.isAssigned ? 'green' : 'yellow'} c={job.isAssigned ? 'brand.8' : 'dark.6'} variant="light">
              {job.isAssigned ? 'Assigned' : 'Pending'}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {job.applicants.map((applicant) => (
            <ApplicantCard key={applicant.tutorId} job={job} applicant={applicant} shortlist={tick(applicant)} />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** /admin/applications: jobs with their applicants, Pending and Assigned tabs, select and deassign a tutor. */
export function AdminApplicationsPage() {
  const [query, changeFilters] = useUnit([applicationsList.$query, applicationsList.filtersChanged]);
  const switchTo = (value: string | null) => {
    if (value === 'pending' || value === 'assigned') changeFilters({ tab: value });
  };
  const tab = query.filters.tab;
  return (
    <Stack gap="lg">
      <title>Tutor Applications | Shikhon Admin</title>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Tutor Applications
      </Title>
      <Tabs value={tab} onChange={switchTo} keepMounted={false}>
        <Tabs.List>
          {(Object.keys(TAB_LABELS) as ApplicationsTab[]).map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(Object.keys(TAB_LABELS) as ApplicationsTab[]).map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            <PagedList
              model={applicationsList}
              loadingLabel="Loading applications"
              empty={
                <Text ta="center" py="xl" c="dimmed" fw={600}>
                  No {tab} applications found
                </Text>
              }
            >
              {(jobs) => jobs.map((job) => <JobCard key={job.jobId} job={job} />)}
            </PagedList>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
