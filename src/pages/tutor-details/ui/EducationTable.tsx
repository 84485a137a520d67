import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EducationRow } from '@/entities/tutor';
import { HeadedTable } from '@/shared/ui/headed-table';

/** "Educational Background": one row per exam, "N/A" in empty cells. */
export function EducationTable({ rows }: { rows: EducationRow[] }) {
  const { t } = useTranslation('board');
  if (rows.length === 0) return <Text c="dimmed">{t('tutorDetails.education.none')}</Text>;
  return (
    <HeadedTable
      minWidth={560}
      striped
      withTableBorder
      verticalSpacing="sm"
      headings={(['exam', 'year', 'institute', 'group', 'result'] as const).map((column) => t(`tutorDetails.education.${column}`))}
    >
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
    </HeadedTable>
  );
}
