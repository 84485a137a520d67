import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestStatusBadge, requestJobLabel, requestLocation } from '@/entities/student-request';
import { ApplicantCount } from './ApplicantCount';
import type { RequestsListProps } from './RequestsTable';

/** The arrow after "View Details" (a sign, not a word). */
const ARROW = '→';

/** "My Tutor Requests" on a phone: one card per request, the table's fields with their labels. */
export function RequestCards({ requests, applicantCounts, onView }: RequestsListProps) {
  const { t } = useTranslation(['member', 'catalogue']);
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('postedJobs.list')}>
      {requests.map((request) => {
        const number = requestJobLabel(request);
        return (
          <Paper key={request._id} component="li" withBorder p="sm">
            <Group justify="space-between" gap="xs" mb={6}>
              <Text fw={700} ff="monospace">
                <Text span size="xs" c="dimmed" ff="inherit" fw={600}>
                  {t('postedJobs.jobId')}{' '}
                </Text>
                {number}
              </Text>
              <RequestStatusBadge status={request.status} />
            </Group>
            <Text fw={600}>{request.studentName}</Text>
            <Text size="sm" c="dimmed">
              {t(`class.${request.classLevel}`, { ns: 'catalogue', defaultValue: request.classLevel, nsSeparator: false })}
            </Text>
            <Text size="sm" mt={4}>
              {requestLocation(request)}
            </Text>
            <Group justify="space-between" gap="xs" mt="xs">
              <ApplicantCount request={request} counts={applicantCounts} />
              <Button
                variant="light"
                size="compact-sm"
                ml="auto"
                onClick={() => onView(request._id)}
                aria-label={t('postedJobs.viewDetailsOf', { number })}
              >
                {t('postedJobs.viewDetails')} <span aria-hidden="true">{ARROW}</span>
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
