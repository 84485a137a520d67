import { Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdminStudent } from '@/shared/api';
import { formatRegistered, orNotAvailable } from '../lib/format';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} fz="md">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** "Student Details": basic, educational and location information of one account. */
export function StudentDetailsModal({ student, onClose }: { student: AdminStudent | null; onClose: () => void }) {
  return (
    <Modal
      opened={student !== null}
      onClose={onClose}
      title="Student Details"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close details' }}
    >
      {student && (
        <Stack gap="md">
          <Section title="Basic Information">
            <Field label="Name" value={student.name} />
            <Field label="Email" value={student.email} />
            <Field label="Phone" value={student.phone} />
            <Field label="Registration Date" value={formatRegistered(student.createdAt)} />
          </Section>
          <Section title="Educational Details">
            <Field label="Class/Level" value={orNotAvailable(student.class)} />
            <Field label="Institution" value={orNotAvailable(student.institution)} />
            <Field label="Medium" value={orNotAvailable(student.medium)} />
          </Section>
          <Section title="Location Information">
            <Field label="Area" value={orNotAvailable(student.area)} />
            <Field label="Address" value={orNotAvailable(student.address)} />
          </Section>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
