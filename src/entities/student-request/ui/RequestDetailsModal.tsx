import { Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StudentTutorRequest } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { requestDetailFields, requestJobLabel } from '../lib/request-details';
import { requestStatusLabel } from '../lib/request-status';
import { RequestStatusBadge } from './RequestStatusBadge';

export interface RequestDetailsModalProps {
  /** The request to show; null keeps the modal closed. */
  request: StudentTutorRequest | null;
  onClose: () => void;
}

/** "View Details": every field of a tutor request, read only. */
export function RequestDetailsModal({ request, onClose }: RequestDetailsModalProps) {
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? `Tutor Request ${requestJobLabel(request)}` : 'Tutor Request'}
      size="lg"
      centered
    >
      {request && (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              Posted on {formatDate(request.createdAt, 'an unknown date')}
            </Text>
            <RequestStatusBadge status={request.status} />
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
            {requestDetailFields(request).map(({ label, value }) => (
              <div key={label}>
                <Text component="dt" size="xs" c="dimmed" fw={600}>
                  {label}
                </Text>
                <Text component="dd" m={0} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <Text fw={600}>Status: {requestStatusLabel(request.status)}</Text>
        </Stack>
      )}
    </Modal>
  );
}
