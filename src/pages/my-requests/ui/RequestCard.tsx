import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ShortlistPanel } from './ShortlistPanel';
import { ReportTuitionEnd } from '@/features/report-tuition-end';
import type { MyRequest } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { formatDate, formatDateTime } from '@/shared/lib/format';
import { STAGE_COLORS, STAGE_TEXT_COLORS } from '../config/stages';
import { EditRequestButton } from './EditRequestButton';
import { StageTimeline } from './StageTimeline';
import { WithdrawRequestButton } from './WithdrawRequestButton';

const SHORTLIST_STAGES = new Set(['shortlist_ready', 'trial_class']);

/** When the tutor was confirmed (the earliest end date the dialog offers; the server checks the assignment itself). */
const confirmedAt = (request: Extract<MyRequest, { kind: 'request' }>) =>
  request.timeline.findLast((entry) => entry.stage === 'tutor_confirmed')?.at ?? request.createdAt;

/** One request: what was asked, where it stands (stepper with dates), and what the guardian can do now. */
export function RequestCard({ request }: { request: MyRequest }) {
  const { t } = useTranslation(['member', 'catalogue']);
  const cat = (group: string, value: string) => t(`${group}.${value}`, { ns: 'catalogue', defaultValue: value, nsSeparator: false });
  const [shortlistOpen, { toggle }] = useDisclosure(false);
  const headingId = `request-${request._id}`;
  const place = [request.area, request.district && cat('district', request.district)].filter(Boolean).join(', ');
  const classLevel = cat('class', request.classLevel);
  const summary = [request.studentName, request.medium && cat('category', request.medium), place].filter(Boolean).join(' · ');
  const subjects = request.subjects.map((subject) => cat('subject', subject)).join(', ');
  const name =
    request.kind === 'request' && request.jobNumber
      ? `${request.jobNumber}: ${classLevel}`
      : t(request.kind === 'hireTutor' ? 'myRequests.hireTutorName' : 'myRequests.requestName', { class: classLevel });
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0}>
            <Text fw={700} id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {summary}
            </Text>
            <Text size="sm">{subjects}</Text>
            <Text size="xs" c="dimmed">
              {t('myRequests.posted', { date: formatDate(request.createdAt) })}
            </Text>
          </Stack>
          <Badge variant="light" color={STAGE_COLORS[request.stage]} c={STAGE_TEXT_COLORS[request.stage]} tt="none">
            {t(`myRequests.stages.${request.stage}`)}
          </Badge>
        </Group>

        {request.kind === 'hireTutor' ? (
          <Text size="sm" c="dimmed">
            {request.stage === 'closed'
              ? translateMessage(request.closedReason ?? '')
              : t('myRequests.hireTutorWait')}
          </Text>
        ) : (
          <StageTimeline stage={request.stage} timeline={request.timeline} closedReason={request.closedReason} jobNumber={request.jobNumber} />
        )}

        {request.kind === 'request' && request.stage === 'trial_class' && (
          <Text size="sm">
            {request.trialAt ? t('myRequests.trialAt', { date: formatDateTime(request.trialAt) }) : t('myRequests.trialToFix')}
          </Text>
        )}
        {request.kind === 'request' && request.stage === 'tutor_confirmed' && (
          <Alert color="brand" title={t('myRequests.confirmedTitle')}>
            <Text size="sm">{t('myRequests.confirmedText')}</Text>
          </Alert>
        )}

        {request.kind === 'request' && (
          <Group gap="sm">
            {request.canChange && (
              <>
                <EditRequestButton request={request} label={name} />
                <WithdrawRequestButton requestId={request._id} label={name} />
              </>
            )}
            {request.stage === 'tutor_confirmed' && request.jobId && (
              <ReportTuitionEnd reporter="guardian" jobId={request.jobId} jobNumber={request.jobNumber ?? name} assignedAt={confirmedAt(request)} />
            )}
            {SHORTLIST_STAGES.has(request.stage) && (
              <Button size="sm" onClick={toggle} aria-expanded={shortlistOpen} aria-controls={`${headingId}-shortlist`}>
                {shortlistOpen ? t('myRequests.hideShortlist') : t('myRequests.showShortlist')}
              </Button>
            )}
          </Group>
        )}
        {request.kind === 'request' && SHORTLIST_STAGES.has(request.stage) && shortlistOpen && (
          <div id={`${headingId}-shortlist`}>
            <ShortlistPanel requestId={request._id} />
          </div>
        )}
      </Stack>
    </Card>
  );
}
