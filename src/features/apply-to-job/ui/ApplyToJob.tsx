import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSessionLoading, useSessionUser } from '@/entities/session';
import { MY_WORK_MESSAGES } from '@/shared/api';
import { routes, type MyApplicationStatus, type TuitionStatus } from '@/shared/config';
import { toast } from '@/shared/ui/toast';
import { $appliedJobIds, $applyingJobIds, applyRequested, TUTORS_ONLY_MESSAGE } from '../model/apply';
import { MediaFeePanel } from './MediaFeePanel';

export interface ApplyToJobProps {
  jobId: string;
  /**
   * The job's monthly salary ("5000", "5000-6000", null when negotiable). When given, tutors and
   * guests see the media fee the job would carry above "Apply Now".
   */
  salary?: string | null;
  /** The job's status: an assigned or closed job shows a banner instead of Apply. */
  jobStatus?: TuitionStatus;
  /** The server's word on this signed-in tutor's own application to the job, if any ("Applied" after any reload). */
  myApplicationStatus?: MyApplicationStatus;
}

/** What a banner says instead of Apply for a job that is no longer open, or for a tutor's decided application. */
function closedBanner(jobStatus: TuitionStatus | undefined, mine: MyApplicationStatus | undefined): string | null {
  if (mine === 'Selected') return 'You were selected for this tuition.';
  if (jobStatus === 'assigned') return MY_WORK_MESSAGES.jobAssigned;
  if (jobStatus === 'closed') return MY_WORK_MESSAGES.jobClosed;
  return null;
}

/** "Apply Now" on a job: tutors apply; guests are sent to log in; anyone else is told it is for tutors. */
export function ApplyToJob({ jobId, salary, jobStatus, myApplicationStatus }: ApplyToJobProps) {
  const user = useSessionUser();
  const sessionLoading = useSessionLoading();
  const navigate = useNavigate();
  const location = useLocation();
  const hintId = useId();
  const { applyingIds, appliedIds, apply } = useUnit({
    applyingIds: $applyingJobIds,
    appliedIds: $appliedJobIds,
    apply: applyRequested,
  });
  const applying = applyingIds.includes(jobId);
  const withdrawn = myApplicationStatus === 'Withdrawn';
  const applied = !withdrawn && (appliedIds.includes(jobId) || myApplicationStatus !== undefined);
  const banner = closedBanner(jobStatus, myApplicationStatus);
  const isGuest = !sessionLoading && user === null;
  const isOtherMember = user !== null && user.userType !== 'tutor' && user.userType !== 'admin';
  const showsMediaFee = salary !== undefined && (isGuest || user?.userType === 'tutor');

  const onClick = () => {
    if (!user) {
      void navigate(routes.login, { state: { from: location.pathname } });
      return;
    }
    if (user.userType !== 'tutor') {
      toast.error(TUTORS_ONLY_MESSAGE);
      return;
    }
    apply(jobId);
  };

  if (banner) {
    return (
      <Alert color={myApplicationStatus === 'Selected' ? 'green' : 'gray'} icon={<IconInfoCircle aria-hidden="true" />} title={banner}>
        {myApplicationStatus === 'Selected' ? (
          <Anchor component={Link} to={routes.myTuitions} size="sm">
            See the guardian&apos;s contact in My Tuitions
          </Anchor>
        ) : myApplicationStatus ? (
          <Text size="sm">
            Your application: {myApplicationStatus}.{' '}
            <Anchor component={Link} to={routes.myApplications} size="sm">
              My Applications
            </Anchor>
          </Text>
        ) : (
          <Text size="sm">It no longer takes applications.</Text>
        )}
      </Alert>
    );
  }

  const hint = isGuest
    ? 'Please login as a tutor to apply'
    : isOtherMember
      ? TUTORS_ONLY_MESSAGE
      : withdrawn
        ? 'You withdrew from this job.'
        : applied
          ? myApplicationStatus && myApplicationStatus !== 'Applied'
            ? `You have applied for this job. Status: ${myApplicationStatus}.`
            : 'You have applied for this job.'
          : null;

  return (
    <Stack gap={6} align="stretch">
      {showsMediaFee && <MediaFeePanel salary={salary} />}
      <Button
        size="md"
        onClick={onClick}
        disabled={sessionLoading || applying || applied || withdrawn}
        color={applied ? 'green' : undefined}
        leftSection={applied ? <IconCheck size={18} aria-hidden="true" /> : <IconSend size={18} aria-hidden="true" />}
        aria-describedby={hint ? hintId : undefined}
      >
        {withdrawn ? 'Withdrawn' : applied ? 'Applied' : applying ? 'Applying...' : 'Apply Now'}
      </Button>
      {hint && (
        <Text id={hintId} size="sm" c={applied ? 'green.8' : 'dimmed'} ta="center">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
