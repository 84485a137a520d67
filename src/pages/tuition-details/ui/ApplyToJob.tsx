import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSessionLoading, useSessionUser } from '@/entities/session';
import { MY_WORK_MESSAGES } from '@/shared/api';
import { routes, type MyApplicationStatus, type TuitionStatus } from '@/shared/config';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { toast } from '@/shared/ui/toast';
import { shownApplyMessage } from '../lib/shown-message';
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
function closedBanner(jobStatus: TuitionStatus | undefined, mine: MyApplicationStatus | undefined, selected: string): string | null {
  if (mine === 'Selected') return selected;
  if (jobStatus === 'assigned') return shownApplyMessage(MY_WORK_MESSAGES.jobAssigned);
  if (jobStatus === 'closed') return shownApplyMessage(MY_WORK_MESSAGES.jobClosed);
  return null;
}

/** "Apply Now" on a job: tutors apply; guests are sent to log in; anyone else is told it is for tutors. */
export function ApplyToJob({ jobId, salary, jobStatus, myApplicationStatus }: ApplyToJobProps) {
  const { t } = useTranslation('board');
  const catalogue = useCatalogueLabel();
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
  const banner = closedBanner(jobStatus, myApplicationStatus, t('apply.selected'));
  const isGuest = !sessionLoading && user === null;
  const isOtherMember = user !== null && user.userType !== 'tutor' && user.userType !== 'admin';
  const showsMediaFee = salary !== undefined && (isGuest || user?.userType === 'tutor');

  const onClick = () => {
    if (!user) {
      void navigate(routes.login, { state: { from: location.pathname } });
      return;
    }
    if (user.userType !== 'tutor') {
      toast.error(shownApplyMessage(TUTORS_ONLY_MESSAGE));
      return;
    }
    apply(jobId);
  };

  if (banner) {
    return (
      <Alert color={myApplicationStatus === 'Selected' ? 'green' : 'gray'} icon={<IconInfoCircle aria-hidden="true" />} title={banner}>
        {myApplicationStatus === 'Selected' ? (
          <Anchor component={Link} to={routes.myTuitions} size="sm">
            {t('apply.seeContact')}
          </Anchor>
        ) : myApplicationStatus ? (
          <Text size="sm">
            {t('apply.yourApplication', { status: catalogue.applicationStatus(myApplicationStatus) })}
            <Anchor component={Link} to={routes.myApplications} size="sm">
              {t('apply.myApplications')}
            </Anchor>
          </Text>
        ) : (
          <Text size="sm">{t('apply.noLonger')}</Text>
        )}
      </Alert>
    );
  }

  const hint = isGuest
    ? t('apply.loginHint')
    : isOtherMember
      ? shownApplyMessage(TUTORS_ONLY_MESSAGE)
      : withdrawn
        ? t('apply.withdrewHint')
        : applied
          ? myApplicationStatus && myApplicationStatus !== 'Applied'
            ? t('apply.appliedStatus', { status: catalogue.applicationStatus(myApplicationStatus) })
            : t('apply.appliedHint')
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
        {withdrawn ? t('apply.withdrawn') : applied ? t('apply.applied') : applying ? t('apply.applying') : t('apply.applyNow')}
      </Button>
      {hint && (
        <Text id={hintId} size="sm" c={applied ? 'green.8' : 'dimmed'} ta="center">
          {hint}
        </Text>
      )}
    </Stack>
  );
}
