import { Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestStatusBadge, requestJobLabel, requestLocation, type StudentTutorRequest } from '@/entities/student-request';
import { HeadedTable } from '@/shared/ui/headed-table';
import { ApplicantCount } from './ApplicantCount';

/** The arrow after "View Details" (a sign, not a word). */
const ARROW = '→';

export interface RequestsListProps {
  requests: StudentTutorRequest[];
  /** Applicants per jobId; absent when the counts could not be loaded. */
  applicantCounts: Record<string, number> | null;
  onView: (id: string) => void;
}

/** "My Tutor Requests" on a wide screen: Job ID, Student Details, Location, Status, View Details. */
export function RequestsTable({ requests, applicantCounts, onView }: RequestsListProps) {
  const { t } = useTranslation(['member', 'catalogue']);
  return (
    <HeadedTable
      minWidth={560}
      striped
      highlightOnHover
      verticalSpacing="sm"
      headings={[t('postedJobs.jobId'), t('postedJobs.studentDetails'), t('postedJobs.location'), t('postedJobs.status'), t('postedJobs.action')]}
    >
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
                {t(`class.${request.classLevel}`, { ns: 'catalogue', defaultValue: request.classLevel, nsSeparator: false })}
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
                aria-label={t('postedJobs.viewDetailsOf', { number })}
              >
                {t('postedJobs.viewDetails')} <span aria-hidden="true">{ARROW}</span>
              </Button>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </HeadedTable>
  );
}
