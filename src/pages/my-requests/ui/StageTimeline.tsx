import { Text, Timeline, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RequestStageValue, RequestTimelineEntry } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { formatDate, formatDateTime } from '@/shared/lib/format';
import { STAGE_PATH } from '../config/stages';

/**
 * Where the request is: the six steps of its life, each reached one with its date, and Closed with the reason when it
 * ended early. Notes on the way (a trial date set, more candidates asked for) are listed under their step.
 */
export function StageTimeline({
  stage,
  timeline,
  closedReason,
  jobNumber,
}: {
  stage: RequestStageValue;
  timeline: RequestTimelineEntry[];
  closedReason: string | null;
  jobNumber?: string | null;
}) {
  const { t } = useTranslation('member');
  const firstAt = (step: RequestStageValue) => timeline.find((entry) => entry.stage === step)?.at ?? null;
  const notesOf = (step: RequestStageValue) => timeline.filter((entry) => entry.stage === step && entry.note && step !== 'closed');
  const closed = stage === 'closed';
  // Steps reached: the current one and every step before it on the path (or, when closed, those with a row).
  const reached = closed
    ? STAGE_PATH.filter((step) => firstAt(step) !== null)
    : STAGE_PATH.slice(0, STAGE_PATH.indexOf(stage) + 1);
  const steps = closed ? [...reached, 'closed' as const] : STAGE_PATH;
  const active = closed ? steps.length - 1 : reached.length - 1;
  return (
    <Timeline active={active} bulletSize={20} lineWidth={2} aria-label={t('myRequests.timeline.label')}>
      {steps.map((step) => {
        const at = firstAt(step);
        const done = reached.includes(step as (typeof STAGE_PATH)[number]) || step === 'closed';
        return (
          <Timeline.Item
            key={step}
            color={step === 'closed' ? 'red' : undefined}
            bullet={done ? step === 'closed' ? <IconX size={12} aria-hidden="true" /> : <IconCheck size={12} aria-hidden="true" /> : undefined}
            title={
              <Text size="sm" fw={done ? 700 : 400} c={done ? undefined : 'dimmed'}>
                {t(`myRequests.stages.${step}`)}
                {step === 'published' && jobNumber ? ` (${jobNumber})` : ''}
                {!done && <VisuallyHidden>{t('myRequests.timeline.notYet')}</VisuallyHidden>}
              </Text>
            }
          >
            {at && (
              <Text size="xs" c="dimmed">
                {formatDate(at)}
              </Text>
            )}
            {step === 'closed' && closedReason && <Text size="xs">{t('myRequests.timeline.reason', { reason: translateMessage(closedReason) })}</Text>}
            {notesOf(step).map((entry) => (
              <Text size="xs" key={`${entry.at}-${entry.note}`}>
                {t('myRequests.timeline.note', { date: formatDateTime(entry.at), note: translateMessage(entry.note ?? '') })}
              </Text>
            ))}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
