import { Badge, Group } from '@mantine/core';
import { useCatalogueLabel } from '@/shared/ui/catalogue-label';
import { subjectColor } from '../lib/tuition-display';

/** Subjects as coloured tags, one colour per subject. */
export function SubjectBadges({ subjects, label }: { subjects: readonly string[]; label?: string }) {
  const catalogue = useCatalogueLabel();
  return (
    <Group gap={6} component="ul" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {subjects.map((subject) => (
        <Badge key={subject} component="li" color={subjectColor(subject)} variant="light" radius="sm" tt="uppercase">
          {catalogue.subject(subject)}
        </Badge>
      ))}
    </Group>
  );
}
