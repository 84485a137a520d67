import { Alert, Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { CollectViaGuardian } from '@/features/collect-via-guardian';
import type { AdminJobPage as JobPage } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { formatDate, formatDateTime, formatMoney } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';
import { HeadedTable } from '@/shared/ui/headed-table';
import { fetchAdminJob } from '../api/admin-job-api';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; page: JobPage };

export interface AdminJobViewProps {
  load: Load;
  onChanged?: () => void;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** The job page's content for each state (the page loads; stories pass a state). */
export function AdminJobView({ load, onChanged }: AdminJobViewProps) {
  const { t } = useTranslation('money');
  if (load.status === 'loading') {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('job.loading')}</Text>
      </Group>
    );
  }
  if (load.status === 'error') {
    return (
      <Alert color="red" role="alert" title={t('job.loadError')}>
        {load.message ? translateMessage(load.message) : t('common.failed')}
      </Alert>
    );
  }
  const { job, request, applicants, assignment, fees, history } = load.page;
  const jobNumber = formatJobNumber(job.jobNumber);
  return (
    <Stack gap="md">
      <title>{t('job.pageTitle', { job: jobNumber })}</title>
      <Group justify="space-between" gap="xs">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {t('job.title', { job: jobNumber })}
        </Title>
        <Badge variant="light" tt="none" c="dark.7">
          {t(`job.status.${job.status}`, { defaultValue: job.status })}
        </Badge>
      </Group>
      <Section title={t('job.request')}>
        <Text size="sm">
          {[job.classLevel, job.category, [job.area, job.district].filter(Boolean).join(', '), job.salary ? formatMoney(job.salary) : t('job.negotiable')].join(t('common.dot'))}
        </Text>
        <Text size="sm">{job.subjects.join(', ')}</Text>
        {request ? (
          <Text size="sm" c="dimmed">
            {t('job.requestStage', { stage: request.stage, date: formatDate(request.createdAt) })}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('job.noRequest')}
          </Text>
        )}
      </Section>
      <Section title={t('job.applicants', { count: applicants.length })}>
        {applicants.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('job.noApplicants')}
          </Text>
        ) : (
          <HeadedTable minWidth={320} striped headings={[t('job.tutor'), t('job.applied'), t('job.state')]}>
            {applicants.map((applicant) => (
              <Table.Tr key={applicant.applicationId}>
                <Table.Td>{applicant.tutorName ?? t('queues.unknown')}</Table.Td>
                <Table.Td>{formatDate(applicant.appliedAt)}</Table.Td>
                <Table.Td>
                  {[
                    t(`job.applicationStatus.${applicant.status}`, { defaultValue: applicant.status }),
                    applicant.shortlisted ? t('job.shortlisted') : null,
                    applicant.withdrawn ? t('job.withdrawn') : null,
                  ]
                    .filter(Boolean)
                    .join(t('common.dot'))}
                </Table.Td>
              </Table.Tr>
            ))}
          </HeadedTable>
        )}
      </Section>
      <Section title={t('job.assignment')}>
        <Text size="sm">
          {assignment
            ? t('job.assignedTo', { name: assignment.tutorName ?? t('queues.unknown'), date: formatDate(assignment.decidedAt, t('queues.unknown')) })
            : t('job.notAssigned')}
        </Text>
      </Section>
      <Section title={t('job.ledger')}>
        {fees.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('job.noFees')}
          </Text>
        )}
        {fees.map(({ payment, entries }) => (
          <Stack key={payment._id} gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {t('job.fee', { amount: formatMoney(payment.amount), balance: formatMoney(payment.balance) })}
              </Text>
              <Badge variant="light" tt="none" c="dark.7">
                {payment.ledgerStatus}
              </Badge>
              {payment.collectFrom === 'guardian' && (
                <Badge variant="light" color="orange" tt="none" c="dark.7">
                  {t('collect.badge')}
                </Badge>
              )}
              {payment.collectFrom !== 'guardian' && payment.status === 'Due' && payment.balance > 0 && (
                <CollectViaGuardian paymentId={payment._id} jobNumber={jobNumber} balance={payment.balance} onMarked={onChanged} />
              )}
            </Group>
            <HeadedTable minWidth={320} headings={[t('job.when'), t('job.kind'), t('job.amount'), t('job.details')]}>
              {entries.map((entry) => (
                <Table.Tr key={entry._id}>
                  <Table.Td>{formatDate(entry.createdAt)}</Table.Td>
                  <Table.Td>{t(`job.entryKinds.${entry.kind}`, { defaultValue: entry.kind })}</Table.Td>
                  <Table.Td>{formatMoney(entry.amount)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {[entry.method, entry.reference, entry.note, entry.actorEmail].filter(Boolean).join(t('common.dot'))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </HeadedTable>
          </Stack>
        ))}
      </Section>
      <Section title={t('job.history')}>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('job.noHistory')}
          </Text>
        ) : (
          <Stack gap={4} component="ol" style={{ paddingLeft: 18, margin: 0 }}>
            {history.map((line) => (
              <Text key={line._id} size="sm" component="li" style={{ overflowWrap: 'anywhere' }}>
                {[formatDateTime(line.createdAt), line.action, line.actorEmail ?? t('job.system'), line.reason].filter(Boolean).join(t('common.dot'))}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}

/** /admin/jobs/:id: one job in one place (owner, matcher, finance). */
export function AdminJobPage({ load = fetchAdminJob }: { load?: (jobId: string) => Promise<JobPage> }) {
  const { id = '' } = useParams();
  const [state, setState] = useState<Load>({ status: 'loading' });
  const reload = useCallback(() => {
    load(id)
      .then((page) => setState({ status: 'ready', page }))
      .catch((error: unknown) => setState({ status: 'error', message: error instanceof Error ? error.message : '' }));
  }, [id, load]);
  useEffect(reload, [reload]);
  return <AdminJobView load={state} onChanged={reload} />;
}
