import { Alert, Anchor, SimpleGrid, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $applicantContacts, applicantContactNeeded, ApplicantStatusBadge, type Application } from '@/entities/application';
import { AssignmentButton } from './AssignmentButtons';
import { SendShortlistButton, useShortlistTicks } from './ShortlistControls';
import { tutorCvPath } from '@/shared/api';
import { routes } from '@/shared/config';
import { translateMessage } from '@/shared/i18n';
import { formatDate, formatNumber } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';
import { ListScreen, RecordCard } from '@/shared/ui/paged-list';
import { applicationsList } from '../model/admin-applications';

/** One applicant: looked up by tutorId; a failed lookup replaces the card by its error. */
function ApplicantCard({ job, applicant, ticks }: { job: Application; applicant: Application['applicants'][number]; ticks: ReturnType<typeof useShortlistTicks> }) {
  const { t } = useTranslation('admin');
  const [contacts, needed] = useUnit([$applicantContacts, applicantContactNeeded]);
  useEffect(() => void needed(applicant.tutorId), [needed, applicant.tutorId]);
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
  return (
    <RecordCard
      at="applicant"
      labelled={{ name: who }}
      padding="sm"
      title={contact?.name ?? t('applications.applicant.loading')}
      badges={[
        (applicant.picked || applicant.shortlisted) && { word: applicant.picked ? 'guardiansPick' : 'shortlisted', color: 'orange', size: 'sm', tt: 'none', variant: applicant.picked ? 'filled' : 'light' },
        <ApplicantStatusBadge key="status" status={applicant.status} />,
      ]}
      footer={
        <>
          <Anchor href={tutorCvPath(applicant.tutorId)} download size="sm" aria-label={t('applications.applicant.downloadCvOf', { name: who })} mr="auto" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <IconDownload size={14} aria-hidden="true" />
            {t('applications.applicant.downloadCv')}
          </Anchor>
          {ticks.tickOf(applicant, who)}
          <AssignmentButton job={job} applicant={applicant} tutorName={who} />
        </>
      }
    >
      {contact && <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{contact.email}</Text>}
      {contact && <Text size="sm">{contact.phone}</Text>}
      <Text size="sm" c="dimmed">{t('applications.applicant.applied', { date: formatDate(applicant.appliedAt) })}</Text>
    </RecordCard>
  );
}

function JobCard({ job }: { job: Application }) {
  const { t } = useTranslation('admin');
  const ticks = useShortlistTicks(job);
  const number = formatJobNumber(job.jobNumber);
  return (
    <RecordCard
      component="section"
      at=""
      title={t('applications.jobId', { job: number })}
      to={routes.adminJob(job.jobId)}
      sub={t('applications.totalApplicants', { total: formatNumber(job.applicants.length) })}
      badges={[
        !job.isAssigned && <SendShortlistButton key="send" jobId={job.jobId} tutorIds={ticks.ticked} jobLabel={number} />,
        job.isAssigned ? { word: 'assigned', color: 'green' } : { word: 'pending', color: 'yellow' },
      ]}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {job.applicants.map((applicant) => (
          <ApplicantCard key={applicant.tutorId} job={job} applicant={applicant} ticks={ticks} />
        ))}
      </SimpleGrid>
    </RecordCard>
  );
}

/** /admin/applications: jobs with their applicants, Pending and Assigned tabs, select and deassign a tutor. */
export function AdminApplicationsPage() {
  return <ListScreen model={applicationsList} filter={{ name: 'tab', as: 'tabs' }} items={(jobs) => jobs.map((job) => <JobCard key={job.jobId} job={job} />)} />;
}
