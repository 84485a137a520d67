import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $applicantContacts, applicantContactNeeded, ApplicantStatusBadge, type Application } from '@/entities/application';
import { AssignmentButton } from './AssignmentButtons';
import { SendShortlistButton, useShortlistTicks } from './ShortlistControls';
import { tutorCvPath } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { formatDate, formatNumber } from '@/shared/lib/format';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { formatJobNumber } from '@/shared/lib/job-number';
import { ListScreen } from '@/shared/ui/paged-list';
import { applicationsList } from '../model/admin-applications';

type Ticks = ReturnType<typeof useShortlistTicks>;

/** One applicant: looked up by tutorId; a failed lookup replaces the card by its error. */
function ApplicantCard({ job, applicant, ticks }: { job: Application; applicant: Application['applicants'][number]; ticks: Ticks }) {
  const { t } = useTranslation('admin');
  const [contacts, needed] = useUnit([$applicantContacts, applicantContactNeeded]);
  useEffect(() => {
    needed(applicant.tutorId);
  }, [needed, applicant.tutorId]);

  const lookup = contacts[applicant.tutorId];
  if (lookup?.status === 'error') {
    return (
      <Alert color="red" role="alert" variant="light">
        {t('applications.applicant.loadError', { message: translateMessage(lookup.message) })}
      </Alert>
    );
  }
  const contact = lookup?.status === 'ready' ? lookup.contact : null;
  // Until the name arrives, buttons are named after the display number so each applicant stays addressable.
  const who = contact?.name ?? t('applications.applicant.tutor', { id: applicant.tutorDisplayId ?? applicant.tutorId.slice(0, 8) });
  const pick = applicant.picked ? 'guardiansPick' : applicant.shortlisted && 'shortlisted';
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={t('applications.applicant.label', { name: who })}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {contact?.name ?? t('applications.applicant.loading')}
          </Text>
          <Group gap={4} wrap="nowrap">
            {pick && (
              <Badge size="sm" variant={applicant.picked ? 'filled' : 'light'} color="orange" c={applicant.picked ? 'dark.8' : 'dark.6'} tt="none">
                {t(`applications.applicant.${pick}`)}
              </Badge>
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
          {t('applications.applicant.applied', { date: formatDate(applicant.appliedAt) })}
        </Text>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Anchor
            href={tutorCvPath(applicant.tutorId)}
            download
            size="sm"
            aria-label={t('applications.applicant.downloadCvOf', { name: who })}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            <IconDownload size={14} aria-hidden="true" />
            {t('applications.applicant.downloadCv')}
          </Anchor>
          {ticks.tickOf(applicant, who)}
          <AssignmentButton job={job} applicant={applicant} tutorName={who} />
        </Group>
      </Stack>
    </Card>
  );
}

function JobCard({ job }: { job: Application }) {
  const { t } = useTranslation('admin');
  const ticks = useShortlistTicks(job);
  const number = formatJobNumber(job.jobNumber);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('applications.jobId', { job: number })}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} component={Link} to={routes.adminJob(job.jobId)} c="brand.8" style={{ overflowWrap: 'anywhere' }} title={job.jobId}>
              {t('applications.jobId', { job: number })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('applications.totalApplicants', { total: formatNumber(job.applicants.length) })}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            {!job.isAssigned && <SendShortlistButton jobId={job.jobId} tutorIds={ticks.ticked} jobLabel={number} />}
            <Badge color={job.isAssigned ? 'green' : 'yellow'} c={job.isAssigned ? 'brand.8' : 'dark.6'} variant="light">
              {t(job.isAssigned ? 'applications.assigned' : 'applications.pending')}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {job.applicants.map((applicant) => (
            <ApplicantCard key={applicant.tutorId} job={job} applicant={applicant} ticks={ticks} />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** /admin/applications: jobs with their applicants, Pending and Assigned tabs, select and deassign a tutor. */
export function AdminApplicationsPage() {
  return <ListScreen model={applicationsList} filter={{ name: 'tab', as: 'tabs' }} items={(jobs) => jobs.map((job) => <JobCard key={job.jobId} job={job} />)} />;
}
