import { Table, Text } from '@mantine/core';
import type { EducationRow } from '@/entities/tutor';

/** "Educational Background": one row per exam, "N/A" in empty cells. */
export function EducationTable({ rows }: { rows: EducationRow[] }) {
  if (rows.length === 0) return <Text c="dimmed">No educational information available</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Exam Name</Table.Th>
            <Table.Th scope="col">Year</Table.Th>
            <Table.Th scope="col">Institute</Table.Th>
            <Table.Th scope="col">Group/Subject</Table.Th>
            <Table.Th scope="col">Result</Table.Th>
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
