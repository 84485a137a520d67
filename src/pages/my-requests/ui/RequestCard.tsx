import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ShortlistPanel } from '@/features/pick-tutor';
import type { MyRequest } from '@/shared/api';
import { formatDate, formatDateTime } from '@/shared/lib/format';
import { STAGE_COLORS, STAGE_LABELS, STAGE_TEXT_COLORS } from '../config/stages';
import { EditRequestButton } from './EditRequestButton';
import { StageTimeline } from './StageTimeline';
import { WithdrawRequestButton } from './WithdrawRequestButton';

const SHORTLIST_STAGES = new Set(['shortlist_ready', 'trial_class']);

/** One request: what was asked, where it stands (stepper with dates), and what the guardian can do now. */
export function RequestCard({ request }: { request: MyRequest }) {
  const [shortlistOpen, { toggle }] = useDisclosure(false);
  const headingId = `request-${request._id}`;
  const place = [request.area, request.district].filter(Boolean).join(', ');
  const name =
    request.kind === 'request' && request.jobNumber
      ? `${request.jobNumber}: ${request.classLevel}`
      : `${request.kind === 'hireTutor' ? 'Hire a Tutor request' : 'Request'}: ${request.classLevel}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} miw={0}>
            <Text fw={700} id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {[request.studentName, request.medium, place].filter(Boolean).join(' · ')}
            </Text>
            <Text size="sm">{request.subjects.join(', ')}</Text>
            <Text size="xs" c="dimmed">
              Posted {formatDate(request.createdAt)}
            </Text>
          </Stack>
          <Badge variant="light" color={STAGE_COLORS[request.stage]} c={STAGE_TEXT_COLORS[request.stage]} tt="none">
            {STAGE_LABELS[request.stage]}
          </Badge>
        </Group>

        {request.kind === 'hireTutor' ? (
          <Text size="sm" c="dimmed">
            {request.stage === 'closed'
              ? request.closedReason
              : 'Our representative will call you within 24 hours to talk about the tutor you need.'}
          </Text>
        ) : (
          <StageTimeline stage={request.stage} timeline={request.timeline} closedReason={request.closedReason} jobNumber={request.jobNumber} />
        )}

        {request.kind === 'request' && request.stage === 'trial_class' && (
          <Text size="sm">
            {request.trialAt ? `Trial class: ${formatDateTime(request.trialAt)}` : 'Our team will call you to fix the trial class date.'}
          </Text>
        )}
        {request.kind === 'request' && request.stage === 'tutor_confirmed' && (
          <Alert color="brand" title="Your tutor is confirmed">
            <Text size="sm">Our team has shared the tutor&apos;s contact with you. Tell us if anything is not as agreed.</Text>
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
            {SHORTLIST_STAGES.has(request.stage) && (
              <Button size="sm" onClick={toggle} aria-expanded={shortlistOpen} aria-controls={`${headingId}-shortlist`}>
                {shortlistOpen ? 'Hide shortlist' : 'See shortlist'}
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
