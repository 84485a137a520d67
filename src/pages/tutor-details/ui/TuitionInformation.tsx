import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TutorDetailView } from '@/entities/tutor';
import { NOT_PROVIDED } from '@/shared/config';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={500} component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

function Chips({ label, values }: { label: string; values: string[] }) {
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <dd style={{ margin: 0 }}>
        {values.length === 0 ? (
          <Text fw={500}>{NOT_PROVIDED}</Text>
        ) : (
          <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {values.map((value) => (
              <Badge key={value} component="li" variant="light" tt="none" size="lg">
                {value}
              </Badge>
            ))}
          </Group>
        )}
      </dd>
    </Stack>
  );
}

/** The "Tuition Information" tab: every field of the spec's Tutor detail table. */
export function TuitionInformation({ tutor }: { tutor: TutorDetailView }) {
  return (
    <Stack gap="lg" component="dl" m={0}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <Item label="Expected Minimum Salary">{tutor.salary}</Item>
        <Item label="Current Status for Tuition">{tutor.status}</Item>
        <Item label="Days Per Week">{tutor.daysPerWeek}</Item>
        <Item label="Preferred Tuition Style">{tutor.teachingStyle}</Item>
        <Item label="Tutoring Experience">{tutor.experience}</Item>
        <Item label="Place of Learning">{tutor.learningPlace}</Item>
        <Item label="Extra Facilities">{tutor.extraFacilities}</Item>
        <Item label="Preferred Time">{tutor.preferredTime}</Item>
      </SimpleGrid>
      <Chips label="Preferred Medium of Instruction" values={tutor.preferredMedium} />
      <Chips label="Preferred Classes" values={tutor.preferredClasses} />
      <Chips label="Preferred Subjects" values={tutor.preferredSubjects} />
      <Item label="Preferred Area to Teach">{tutor.preferredArea}</Item>
    </Stack>
  );
}
