import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { RequestStatusBadge, requestJobLabel, requestLocation } from '@/entities/student-request';
import { ApplicantCount } from './ApplicantCount';
import type { RequestsListProps } from './RequestsTable';

/** "My Tutor Requests" on a phone: one card per request, the table's fields with their labels. */
export function RequestCards({ requests, applicantCounts, onView }: RequestsListProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="My Tutor Requests">
      {requests.map((request) => {
        const number = requestJobLabel(request);
        return (
          <Paper key={request._id} component="li" withBorder p="sm">
            <Group justify="space-between" gap="xs" mb={6}>
              <Text fw={700} ff="monospace">
                <Text span size="xs" c="dimmed" ff="inherit" fw={600}>
                  Job ID{' '}
                </Text>
                {number}
              </Text>
              <RequestStatusBadge status={request.status} />
            </Group>
            <Text fw={600}>{request.studentName}</Text>
            <Text size="sm" c="dimmed">
              {request.classLevel}
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
                aria-label={`View Details of request ${number}`}
              >
                View Details <span aria-hidden="true">→</span>
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
