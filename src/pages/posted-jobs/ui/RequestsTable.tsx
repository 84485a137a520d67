import { Button, Stack, Table, Text } from '@mantine/core';
import { RequestStatusBadge, requestJobLabel, requestLocation, type StudentTutorRequest } from '@/entities/student-request';
import { ApplicantCount } from './ApplicantCount';

export interface RequestsListProps {
  requests: StudentTutorRequest[];
  /** Applicants per jobId; absent when the counts could not be loaded. */
  applicantCounts: Record<string, number> | null;
  onView: (id: string) => void;
}

/** "My Tutor Requests" on a wide screen: Job ID, Student Details, Location, Status, View Details. */
export function RequestsTable({ requests, applicantCounts, onView }: RequestsListProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Job ID</Table.Th>
            <Table.Th scope="col">Student Details</Table.Th>
            <Table.Th scope="col">Location</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => {
            const number = requestJobLabel(request);
            return (
              <Table.Tr key={request._id}>
                <Table.Td fw={600} ff="monospace">
                  {number}
                </Table.Td>
                <Table.Td>
                  <Text fw={600}>{request.studentName}</Text>
                  <Text size="sm" c="dimmed">
                    {request.classLevel}
                  </Text>
                </Table.Td>
                <Table.Td>{requestLocation(request)}</Table.Td>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <RequestStatusBadge status={request.status} />
                    <ApplicantCount request={request} counts={applicantCounts} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => onView(request._id)}
                    aria-label={`View Details of request ${number}`}
                  >
                    View Details <span aria-hidden="true">→</span>
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
