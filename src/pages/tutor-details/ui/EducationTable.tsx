import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EducationRow } from '@/entities/tutor';

/** "Educational Background": one row per exam, "N/A" in empty cells. */
export function EducationTable({ rows }: { rows: EducationRow[] }) {
  const { t } = useTranslation('board');
  if (rows.length === 0) return <Text c="dimmed">{t('tutorDetails.education.none')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('tutorDetails.education.exam')}</Table.Th>
            <Table.Th scope="col">{t('tutorDetails.education.year')}</Table.Th>
            <Table.Th scope="col">{t('tutorDetails.education.institute')}</Table.Th>
            <Table.Th scope="col">{t('tutorDetails.education.group')}</Table.Th>
            <Table.Th scope="col">{t('tutorDetails.education.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.examName}>
              <Table.Th scope="row" fw={500}>
                {row.examName}
              </Table.Th>
              <Table.Td>{row.year}</Table.Td>
              <Table.Td>{row.institution}</Table.Td>
              <Table.Td>{row.groupSubject}</Table.Td>
              <Table.Td>{row.result}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
