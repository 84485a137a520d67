import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MyApplicationStatusBadge, myApplicationStatusKey } from '@/entities/application';
import { WithdrawApplicationButton } from './WithdrawApplicationButton';
import { WithdrawApplicationDialog } from './WithdrawApplicationDialog';
import { MemberArea } from '@/widgets/member-sidebar';
import { MemberJobCard } from '@/entities/tuition';
import type { MyApplication } from '@/shared/api';
import { routes } from '@/shared/config';
import { formatDate, formatNumber, formatSalary } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';
import { PagedList } from '@/shared/ui/paged-list';
import { EmptyState } from '@/shared/ui/empty-state';
import { myApplicationsList } from '../model/my-applications';

/** The dates an application changed, in the order they happened; only those that did. */
function timeline(application: MyApplication, t: (key: string) => string): { label: string; date: string }[] {
  const steps: [MyApplication['status'], string | null][] = [
    ['Applied', application.appliedAt],
    ['Shortlisted', application.shortlistedAt],
    [application.status === 'Selected' ? 'Selected' : 'Not selected', application.status === 'Withdrawn' ? null : application.decidedAt],
    ['Withdrawn', application.withdrawnAt],
    ['Job closed', application.closedAt],
  ];
  return steps
    .filter((step): step is [MyApplication['status'], string] => step[1] !== null)
    .map(([status, date]) => ({ label: t(myApplicationStatusKey(status)), date: formatDate(date) }));
}

function ApplicationCard({ application }: { application: MyApplication }) {
  const { t } = useTranslation(['member', 'catalogue']);
  const jobNumber = formatJobNumber(application.jobNumber);
  const district = application.district
    ? t(`district.${application.district}`, { ns: 'catalogue', defaultValue: application.district, nsSeparator: false })
    : '';
  const place = [application.area, district].filter(Boolean).join(', ');
  return (
    <MemberJobCard job={application} gap="xs" headingId={`application-${application.id}`} badge={<MyApplicationStatusBadge status={application.status} />}>
      <Text size="sm">
        {t(`class.${application.classLevel}`, { ns: 'catalogue', defaultValue: application.classLevel, nsSeparator: false })}
        {place ? ` · ${place}` : ''}
      </Text>
      <Text size="sm">
        <Text span c="dimmed">
          {t('myApplications.salary')}{' '}
        </Text>
        {formatSalary(application.salary)}
      </Text>
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('myApplications.history', { job: jobNumber })}>
        {timeline(application, t).map((step) => (
          <Text key={step.label} component="li" size="xs" c="dimmed">
            {t('myApplications.step', { label: step.label, date: step.date })}
          </Text>
        ))}
      </Stack>
      {application.canWithdraw && (
        <Group justify="flex-end">
          <WithdrawApplicationButton application={application} />
        </Group>
      )}
    </MemberJobCard>
  );
}

function EmptyApplications() {
  const { t } = useTranslation('member');
  return <EmptyState icon={IconBriefcase} title={t('myApplications.empty')} link={{ to: routes.tuitionBoard, label: t('myApplications.browse') }} />;
}


/** /dashboard/applications: every job the tutor applied to, newest first, with where each stands. */
export function MyApplicationsPage() {
  const { t } = useTranslation('member');
  return (
    <MemberArea for="tutor" active="myApplications">
      {() => (
        <>
          <title>{t('myApplications.pageTitle')}</title>
          <Stack gap="md">
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {t('myApplications.title')}
            </Title>
            <PagedList
              model={myApplicationsList}
              loadingLabel={t('myApplications.loading')}
              errorTitle={t('myApplications.loadError')}
              empty={<EmptyApplications />}
              summary={({ from, to, total }) => (
                <Text size="sm" c="dimmed">
                  {t('myApplications.summary', { count: total, from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) })}
                </Text>
              )}
            >
              {(items) => (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  {items.map((application) => (
                    <ApplicationCard key={application.id} application={application} />
                  ))}
                </SimpleGrid>
              )}
            </PagedList>
          </Stack>
          <WithdrawApplicationDialog />
        </>
      )}
    </MemberArea>
  );
}
