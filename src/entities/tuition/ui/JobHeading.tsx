import { Anchor, Card, Group, Stack, Text, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { routes } from '@/shared/config';
import { formatJobNumber } from '@/shared/lib/job-number';

export interface JobHeadingProps {
  jobId: string;
  jobNumber: number;
  title: string;
  /** The id the card's `aria-labelledby` names. */
  headingId: string;
  /** Where the job stands, at the right (a status badge). */
  badge: ReactNode;
}

/** A member's job card heading: SK-10234 above the job's title (a link to the job), and its status at the right. */
export function JobHeading({ jobId, jobNumber, title, headingId, badge }: JobHeadingProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
      <Stack gap={2} miw={0}>
        <Text size="sm" c="dimmed" fw={600}>
          {formatJobNumber(jobNumber)}
        </Text>
        <Anchor component={Link} to={routes.tuitionDetails(jobId)} fw={700} id={headingId} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Anchor>
      </Stack>
      {badge}
    </Group>
  );
}

export interface MemberJobCardProps extends Omit<JobHeadingProps, 'jobId' | 'jobNumber' | 'title'> {
  /** The job the card is about (a member's application or tuition carries these). */
  job: Pick<JobHeadingProps, 'jobId' | 'jobNumber' | 'title'>;
  /** The room between the heading and the card's lines. */
  gap: MantineSpacing;
  children: ReactNode;
}

/** A member's job as a card: an article named by its JobHeading, the job's own lines under it. */
export function MemberJobCard({ job, headingId, badge, gap, children }: MemberJobCardProps) {
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap={gap}>
        <JobHeading jobId={job.jobId} jobNumber={job.jobNumber} title={job.title} headingId={headingId} badge={badge} />
        {children}
      </Stack>
    </Card>
  );
}
