import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { MyApplicationStatusBadge } from '@/entities/application';
import { WithdrawApplicationButton, WithdrawApplicationDialog } from '@/features/withdraw-application';
import { MemberArea } from '@/widgets/member-sidebar';
import type { MyApplication } from '@/shared/api';
import { routes } from '@/shared/config';
import { formatDate, formatSalary } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';
import { PagedList } from '@/shared/ui/paged-list';
import { MY_APPLICATIONS_LOAD_ERROR, myApplicationsList } from '../model/my-applications';

/** The dates an application changed, in the order they happened; only those that did. */
function timeline(application: MyApplication): { label: string; date: string }[] {
  const steps: [string, string | null][] = [
    ['Applied', application.appliedAt],
    ['Shortlisted', application.shortlistedAt],
    [application.status === 'Selected' ? 'Selected' : 'Not selected', application.status === 'Withdrawn' ? null : application.decidedAt],
    ['Withdrawn', application.withdrawnAt],
    ['Job closed', application.closedAt],
  ];
  return steps.filter((step): step is [string, string] => step[1] !== null).map(([label, date]) => ({ label, date: formatDate(date) }));
}

function ApplicationCard({ application }: { application: MyApplication }) {
  const jobNumber = formatJobNumber(application.jobNumber);
  const place = [application.area, application.district].filter(Boolean).join(', ');
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`application-${application.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text size="sm" c="dimmed" fw={600}>
              {jobNumber}
            </Text>
            <Anchor
              component={Link}
              to={routes.tuitionDetails(application.jobId)}
              fw={700}
              id={`application-${application.id}`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {application.title}
            </Anchor>
          </Stack>
          <MyApplicationStatusBadge status={application.status} />
        </Group>
        <Text size="sm">
          {application.classLevel}
          {place ? ` · ${place}` : ''}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            Salary:{' '}
          </Text>
          {formatSalary(application.salary)}
        </Text>
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`History of ${jobNumber}`}>
          {timeline(application).map((step) => (
            <Text key={step.label} component="li" size="xs" c="dimmed">
              {step.label}: {step.date}
            </Text>
          ))}
        </Stack>
        {application.canWithdraw && (
          <Group justify="flex-end">
            <WithdrawApplicationButton application={application} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function EmptyApplications() {
  return (
    <Card withBorder padding="lg" ta="center">
      <Stack gap="xs" align="center">
        <IconBriefcase size={32} aria-hidden="true" />
        <Text fw={600}>You have not applied to any tuition yet.</Text>
        <Anchor component={Link} to={routes.tuitionBoard}>
          Browse the tuition board
        </Anchor>
      </Stack>
    </Card>
  );
}


/** /dashboard/applications: every job the tutor applied to, newest first, with where each stands. */
export function MyApplicationsPage() {
  return (
    <MemberArea for="tutor" active="myApplications">
      {() => (
        <>
          <title>My Applications | Shikhon</title>
          <Stack gap="md">
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              My Applications
            </Title>
            <PagedList
              model={myApplicationsList}
              loadingLabel="Loading your applications"
              errorTitle={MY_APPLICATIONS_LOAD_ERROR}
              empty={<EmptyApplications />}
              summary={({ from, to, total }) => (
                <Text size="sm" c="dimmed">
                  Showing {from} to {to} of {total} applications
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
