import { Button, Stack, Text } from '@mantine/core';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionLoading, useSessionUser } from '@/entities/session';
import { routes } from '@/shared/config';
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
}

/** "Apply Now" on a job: tutors apply; guests are sent to log in; anyone else is told it is for tutors. */
export function ApplyToJob({ jobId, salary }: ApplyToJobProps) {
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
  const applied = appliedIds.includes(jobId);
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

  const hint = isGuest
    ? 'Please login as a tutor to apply'
    : isOtherMember
      ? TUTORS_ONLY_MESSAGE
      : applied
        ? 'You have applied for this job.'
        : null;

  return (
    <Stack gap={6} align="stretch">
      {showsMediaFee && <MediaFeePanel salary={salary} />}
      <Button
        size="md"
        onClick={onClick}
        disabled={sessionLoading || applying || applied}
        color={applied ? 'green' : undefined}
        leftSection={applied ? <IconCheck size={18} aria-hidden="true" /> : <IconSend size={18} aria-hidden="true" />}
        aria-describedby={hint ? hintId : undefined}
      >
        {applied ? 'Applied' : applying ? 'Applying...' : 'Apply Now'}
      </Button>
      {hint && (
        <Text id={hintId} size="sm" c={applied ? 'green.8' : 'dimmed'} ta="center">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
