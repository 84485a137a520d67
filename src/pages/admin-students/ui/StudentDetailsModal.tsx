import { Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('adminRecords');
  return (
    <Modal
      opened={student !== null}
      onClose={onClose}
      title={t('studentDetails.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('studentDetails.closeLabel') }}
    >
      {student && (
        <Stack gap="md">
          <Section title={t('studentDetails.basic')}>
            <Field label={t('studentDetails.name')} value={student.name} />
            <Field label={t('studentDetails.email')} value={student.email} />
            <Field label={t('studentDetails.phone')} value={student.phone} />
            <Field label={t('studentDetails.registered')} value={formatRegistered(student.createdAt)} />
          </Section>
          <Section title={t('studentDetails.education')}>
            <Field label={t('studentDetails.class')} value={orNotAvailable(student.class)} />
            <Field label={t('studentDetails.institution')} value={orNotAvailable(student.institution)} />
            <Field label={t('studentDetails.medium')} value={orNotAvailable(student.medium)} />
          </Section>
          <Section title={t('studentDetails.location')}>
            <Field label={t('studentDetails.area')} value={orNotAvailable(student.area)} />
            <Field label={t('studentDetails.address')} value={orNotAvailable(student.address)} />
          </Section>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.close')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
