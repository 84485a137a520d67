import { Anchor, Badge, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconPhone, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MemberArea } from '@/widgets/member-sidebar';
import type { MyTuition } from '@/shared/api';
import { routes } from '@/shared/config';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { formatJobNumber } from '@/shared/lib/job-number';
import { PagedList } from '@/shared/ui/paged-list';
import { MY_TUITIONS_LOAD_ERROR, myTuitionsList } from '../model/my-tuitions';
import { FeeCard } from './FeeCard';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

function TuitionCard({ tuition }: { tuition: MyTuition }) {
  const jobNumber = formatJobNumber(tuition.jobNumber);
  const place = [tuition.area, tuition.district].filter(Boolean).join(', ');
  const phoneHref = tuition.guardian.phone ? `tel:${tuition.guardian.phone.replace(/[^\d+]/g, '')}` : null;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`tuition-${tuition.jobId}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text size="sm" c="dimmed" fw={600}>
              {jobNumber}
            </Text>
            <Anchor
              component={Link}
              to={routes.tuitionDetails(tuition.jobId)}
              fw={700}
              id={`tuition-${tuition.jobId}`}
              style={{ overflowWrap: 'anywhere' }}
            >
              {tuition.title}
            </Anchor>
          </Stack>
          <Badge variant="light" color={tuition.jobStatus === 'closed' ? 'gray' : 'green'} c={tuition.jobStatus === 'closed' ? 'dark.6' : 'brand.8'} tt="none">
            {tuition.jobStatus === 'closed' ? 'Ended' : 'Ongoing'}
          </Badge>
        </Group>
        <Text size="sm">
          {tuition.classLevel}
          {place ? ` · ${place}` : ''}
          {tuition.subjects.length > 0 ? ` · ${tuition.subjects.join(', ')}` : ''}
        </Text>
        <Grid gap="xs">
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <Stack gap={4}>
              <Row label="Agreed salary">{tuition.agreedSalary === null ? 'Not set' : `${formatMoney(tuition.agreedSalary)} a month`}</Row>
              <Row label="Start date">{formatDate(tuition.startDate, 'Not set')}</Row>
              <Row label="Assigned on">{formatDate(tuition.assignedAt)}</Row>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <Stack gap={4} component="section" aria-label={`Guardian of ${jobNumber}`}>
              <Row label="Guardian">{tuition.guardian.name ?? 'Not provided'}</Row>
              <Row label="Phone">
                {phoneHref ? (
                  <Anchor href={phoneHref} size="sm">
                    <IconPhone size={14} aria-hidden="true" /> {tuition.guardian.phone}
                  </Anchor>
                ) : (
                  'The Shikhon team will share it'
                )}
              </Row>
              {tuition.guardian.address && <Row label="Address">{tuition.guardian.address}</Row>}
            </Stack>
          </Grid.Col>
        </Grid>
        <FeeCard fee={tuition.fee} jobNumber={jobNumber} />
      </Stack>
    </Card>
  );
}

function EmptyTuitions() {
  return (
    <Card withBorder padding="lg" ta="center">
      <Stack gap="xs" align="center">
        <IconSchool size={32} aria-hidden="true" />
        <Text fw={600}>No tuition yet.</Text>
        <Text size="sm" c="dimmed">
          When the Shikhon team selects you for a job, it appears here with the guardian&apos;s contact and the media fee.
        </Text>
        <Anchor component={Link} to={routes.myApplications}>
          See your applications
        </Anchor>
      </Stack>
    </Card>
  );
}

/** /dashboard/tuitions: the tuitions the tutor was selected for, with the terms, the guardian's contact and the fee. */
export function MyTuitionsPage() {
  return (
    <MemberArea for="tutor" active="myTuitions">
      {() => (
        <Stack gap="md">
          <title>My Tuitions | Shikhon</title>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            My Tuitions
          </Title>
          <PagedList model={myTuitionsList} loadingLabel="Loading your tuitions" errorTitle={MY_TUITIONS_LOAD_ERROR} empty={<EmptyTuitions />}>
            {(items) => (
              <Stack gap="md">
                {items.map((tuition) => (
                  <TuitionCard key={tuition.jobId} tuition={tuition} />
                ))}
              </Stack>
            )}
          </PagedList>
        </Stack>
      )}
    </MemberArea>
  );
}
