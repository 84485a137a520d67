import { ActionIcon, Box, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestStatusBadge } from '@/entities/student-request';
import type { StudentTutorRequest } from '@/shared/api';
import { requestDetailSections } from '../lib/request-sections';
import { useRequestApprovalFlow } from '../model/request-approval-flow';
import { $openedRequest, reviewClosed } from '../model/review-request';
import { RequestEditForm } from './RequestEditForm';

export const REJECT_REASON_MESSAGE = 'Please give the reason for rejecting (the guardian reads it)';

export interface RequestReviewModalProps {
  /** The request to review; null keeps the modal closed. Pass the list's copy: it follows every answer. */
  request: StudentTutorRequest | null;
  onClose: () => void;
}

function RequestDetails({ request }: { request: StudentTutorRequest }) {
  // The sections read both catalogues in the language on screen (and re-render when it changes).
  const { t } = useTranslation(['admin', 'catalogue']);
  const notes = request.notes.trim();
  return (
    <Stack gap="md">
      {requestDetailSections(request).map((section) => (
        <Box component="section" key={section.title} aria-label={section.title}>
          <Title order={3} size="h5" mb={6}>
            {section.title}
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing={6} m={0}>
            {section.rows.map((row) => (
              <div key={row.label}>
                <Text component="dt" size="xs" c="dimmed" fw={600}>
                  {row.label}
                </Text>
                <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Box>
      ))}
      {notes && (
        <Box component="section" aria-label={t('review.additionalNotes')}>
          <Title order={3} size="h5" mb={6}>
            {t('review.additionalNotes')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {notes}
          </Text>
        </Box>
      )}
    </Stack>
  );
}

function RequestReview({ request, onClose }: { request: StudentTutorRequest; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [snapshot, send] = useRequestApprovalFlow(request);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reject = () => {
    // Rejecting asks for the reason the guardian is told (at least 3 characters, the server's rule).
    if (reason.trim().length < 3) {
      setReasonError(t('review.reasonRequired'));
      return;
    }
    setReasonError(null);
    send({ type: 'request.reject', reason: reason.trim() });
  };
  // The list's copy changes after a GET of this request or another answer: the flow follows it.
  useEffect(() => {
    send({ type: 'request.sync', request });
  }, [request, send]);

  const busy = snapshot.hasTag('busy');
  const editing = snapshot.hasTag('editing');
  const draft = snapshot.context.draft;
  const canEdit = snapshot.can({ type: 'edit.start' });
  const canDecide = snapshot.can({ type: 'request.approve' }) || busy;
  const deciding = snapshot.matches('approving') || snapshot.matches('rejecting');

  return (
    <Modal
      opened
      onClose={() => {
        // A decision on its way is not abandoned half-seen.
        if (!busy) onClose();
      }}
      title={
        <Text component="span" fw={700} fz="lg">
          {editing ? t('review.edit') : t('review.details')}
        </Text>
      }
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('review.close') }}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <RequestStatusBadge status={request.status} />
          {canEdit && (
            <Tooltip label={t('review.editRequest')}>
              <ActionIcon variant="light" aria-label={t('review.editRequest')} onClick={() => send({ type: 'edit.start' })}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {editing && draft ? (
          <RequestEditForm values={draft} saving={snapshot.matches('saving')} send={send} />
        ) : (
          <RequestDetails request={request} />
        )}
        {!editing && canDecide && (
          <Textarea
            label={t('review.reasonLabel')}
            description={t('review.reasonDescription')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (reasonError) setReasonError(null);
            }}
            maxLength={500}
            rows={2}
            error={reasonError}
          />
        )}
        {!editing && canDecide && (
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button color="red" variant="outline" disabled={busy} onClick={reject}>
              {deciding ? t('review.updating') : t('review.reject')}
            </Button>
            <Button color="brand" disabled={busy} onClick={() => send({ type: 'request.approve' })}>
              {deciding ? t('review.updating') : t('review.approve')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}

/** The Request Details modal of the review screen: details, edit mode, Reject Request and Complete & Create Tuition. */
export function RequestReviewModal({ request, onClose }: RequestReviewModalProps) {
  if (!request) return null;
  // One flow per request: opening another starts afresh.
  return <RequestReview key={request._id} request={request} onClose={onClose} />;
}

/** The Request Details of the card whose "View Details" was pressed (the screen's dialog). */
export function OpenedRequestReview() {
  const [request, close] = useUnit([$openedRequest, reviewClosed]);
  return <RequestReviewModal request={request} onClose={close} />;
}
