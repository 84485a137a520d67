import { Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  // The field labels and the catalogue's words come from these catalogues.
  const { t } = useTranslation(['member', 'catalogue']);
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? t('requestDetails.titleWithJob', { job: requestJobLabel(request) }) : t('requestDetails.title')}
      size="lg"
      centered
    >
      {request && (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('requestDetails.postedOn', { date: formatDate(request.createdAt, t('requestDetails.unknownDate')) })}
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
          <Text fw={600}>{t('requestDetails.status', { status: requestStatusLabel(request.status) })}</Text>
        </Stack>
      )}
    </Modal>
  );
}
