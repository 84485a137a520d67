import { ActionIcon, Box, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { RequestStatusBadge } from '@/entities/student-request';
import type { StudentTutorRequest } from '@/shared/api';
import { requestDetailSections } from '../lib/request-sections';
import { useRequestApprovalFlow } from '../model/request-approval-flow';
import { RequestEditForm } from './RequestEditForm';

export const REJECT_REASON_MESSAGE = 'Please give the reason for rejecting (the guardian reads it)';

export interface RequestReviewModalProps {
  /** The request to review; null keeps the modal closed. Pass the list's copy: it follows every answer. */
  request: StudentTutorRequest | null;
  onClose: () => void;
}

function RequestDetails({ request }: { request: StudentTutorRequest }) {
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
        <Box component="section" aria-label="Additional Notes">
          <Title order={3} size="h5" mb={6}>
            Additional Notes
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
  const [snapshot, send] = useRequestApprovalFlow(request);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reject = () => {
    // Rejecting asks for the reason the guardian is told (at least 3 characters, the server's rule).
    if (reason.trim().length < 3) {
      setReasonError(REJECT_REASON_MESSAGE);
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
          {editing ? 'Edit Request' : 'Request Details'}
        </Text>
      }
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <RequestStatusBadge status={request.status} />
          {canEdit && (
            <Tooltip label="Edit request">
              <ActionIcon variant="light" aria-label="Edit request" onClick={() => send({ type: 'edit.start' })}>
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
            label="Reason for rejecting"
            description="Needed to reject: the guardian is told it"
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
              {deciding ? 'Updating...' : 'Reject Request'}
            </Button>
            <Button color="brand" disabled={busy} onClick={() => send({ type: 'request.approve' })}>
              {deciding ? 'Updating...' : 'Complete & Create Tuition'}
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
