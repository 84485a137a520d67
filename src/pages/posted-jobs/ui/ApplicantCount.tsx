import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applicantCountLabel } from '@/entities/application';
import type { StudentTutorRequest } from '@/entities/student-request';

/** Under a request that became a job: how many tutors applied (nothing when unknown). */
export function ApplicantCount({
  request,
  counts,
}: {
  request: StudentTutorRequest;
  counts: Record<string, number> | null;
}) {
  // Re-renders with the language (the label is read from the member catalogue).
  useTranslation('member');
  if (!request.jobId || !counts) return null;
  return (
    <Text size="xs" c="dimmed">
      {applicantCountLabel(counts[request.jobId] ?? 0)}
    </Text>
  );
}
