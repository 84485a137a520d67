import { Badge, Box, Button, Group, Modal, Progress, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTutor } from '@/shared/api';
import { formatDate, formatNumber } from '@/shared/lib/format';
import { $reviewedTutor, $verificationPending, tutorReviewClosed, verificationDecided } from '../model/verify-tutor';

/** The spec's {host}/PATH with the stored path's leading slashes removed: same origin, so a root-relative link. */
export const documentHref = (signedPath: string) => `/${signedPath.replace(/^\/+/, '')}`;

function Field({ label, value }: { label: string; value: string | undefined }) {
  const { t } = useTranslation('adminRecords');
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value?.trim() || t('notAvailable')}
      </Text>
    </div>
  );
}

/** A titled part of the review (a level-3 heading over its content). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

function EducationBlock({ title, fields }: { title: string; fields: [string, string | undefined][] }) {
  return (
    <Box p="sm" bd="1px solid var(--mantine-color-gray-3)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Text fw={600} mb={4}>
        {title}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {fields.map(([label, value]) => (
          <Field key={label} label={label} value={value} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

function DocumentRow({ label, uploaded, date, path }: { label: string; uploaded: boolean; date: string | null; path: string | null }) {
  const { t } = useTranslation('adminRecords');
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" p="sm" bd="1px solid var(--mantine-color-gray-3)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Group gap="xs" wrap="nowrap">
        <Box
          w={10}
          h={10}
          bg={uploaded ? 'green.6' : 'red.6'}
          style={{ borderRadius: '50%', flexShrink: 0 }}
          aria-hidden
        />
        <div>
          <Text fw={500} size="sm">
            {label}
          </Text>
          <Text size="xs" c="dimmed">
            {uploaded ? t('verifyTutor.uploadedOn', { date: formatDate(date) }) : t('verifyTutor.notUploaded')}
          </Text>
        </div>
      </Group>
      {uploaded && path ? (
        <Button
          component="a"
          href={documentHref(path)}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          variant="light"
          aria-label={t('verifyTutor.viewDocumentLabel', { label })}
        >
          {t('verifyTutor.viewDocument')}
        </Button>
      ) : (
        <Button size="xs" variant="light" disabled aria-label={t('verifyTutor.viewDocumentLabel', { label })}>
          {t('verifyTutor.viewDocument')}
        </Button>
      )}
    </Group>
  );
}

function TutorReview({ tutor }: { tutor: AdminTutor }) {
  const { ssc, hsc, graduation } = tutor.education;
  const documents = tutor.documents;
  const { t } = useTranslation('adminRecords');
  type School = { institute?: string; group?: string; result?: string; year?: string };
  const schoolFields = (school: School): [string, string | undefined][] =>
    (['institute', 'group', 'result', 'year'] as const).map((field) => [t(`verifyTutor.${field}`), school[field]]);
  return (
    <Stack gap="md">
      <Section title={t('verifyTutor.info')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Field label={t('verifyTutor.name')} value={tutor.name} />
          <Field label={t('verifyTutor.email')} value={tutor.email} />
          <Field label={t('verifyTutor.phone')} value={tutor.phone} />
          <Field label={t('verifyTutor.registered')} value={formatDate(tutor.createdAt)} />
        </SimpleGrid>
      </Section>
      <Section title={t('verifyTutor.education')}>
        <Stack gap="xs">
          {ssc && (
            <EducationBlock
              title={t('verifyTutor.ssc')}
              fields={schoolFields(ssc)}
            />
          )}
          {hsc && (
            <EducationBlock
              title={t('verifyTutor.hsc')}
              fields={schoolFields(hsc)}
            />
          )}
          {graduation && (
            <EducationBlock
              title={t('verifyTutor.graduation')}
              fields={[
                [t('verifyTutor.institute'), graduation.institute],
                [t('verifyTutor.degree'), graduation.degree],
                [t('verifyTutor.subject'), graduation.subject],
                [t('verifyTutor.result'), graduation.result],
                [t('verifyTutor.year'), graduation.year],
              ]}
            />
          )}
          {!ssc && !hsc && !graduation && (
            <Text size="sm" c="dimmed">
              {t('verifyTutor.noEducation')}
            </Text>
          )}
        </Stack>
      </Section>
      <Section title={t('verifyTutor.documents')}>
        <Stack gap="xs">
          <DocumentRow
            label={t('verifyTutor.nationalId')}
            uploaded={documents.nationalIdUploaded}
            date={documents.nationalIdUploadDate}
            path={documents.nationalIdPath}
          />
          <DocumentRow
            label={t('verifyTutor.institutionId')}
            uploaded={documents.institutionIdUploaded}
            date={documents.institutionIdUploadDate}
            path={documents.institutionIdPath}
          />
        </Stack>
      </Section>
      <section>
        <Group justify="space-between" mb={4}>
          <Text fw={600} id="profile-completion-label">
            {t('verifyTutor.completion')}
          </Text>
          <Text size="sm">{t('verifyTutor.complete', { percent: formatNumber(tutor.profileCompletion) })}</Text>
        </Group>
        <Progress value={tutor.profileCompletion} aria-labelledby="profile-completion-label" />
      </section>
      <Group justify="space-between" align="center">
        <Badge color={tutor.isVerified ? 'green' : 'yellow'} variant="light">
          {tutor.isVerified ? t('verifyTutor.verified') : t('verifyTutor.pendingVerification')}
        </Badge>
      </Group>
    </Stack>
  );
}

/** Rejecting needs a reason of at least this many characters (the server's rule). */
const MIN_REASON = 3;
export const REJECT_REASON_MESSAGE = 'Please give the reason for rejecting (the tutor reads it)';

/** Reject (with its reason) and Approve; keyed by the tutor, so another tutor's review starts empty. */
function Decision({ tutor }: { tutor: AdminTutor }) {
  const [pending, decide] = useUnit([$verificationPending, verificationDecided]);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation('adminRecords');
  const reject = () => {
    if (reason.trim().length < MIN_REASON) {
      setError(t('verifyTutor.reasonRequired'));
      return;
    }
    setError(null);
    decide({ tutorId: tutor._id, isApproved: false, reason: reason.trim() });
  };
  return (
    <Stack gap="sm">
      <Textarea
        label={t('verifyTutor.reasonLabel')}
        description={t('verifyTutor.reasonHint')}
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          if (error) setError(null);
        }}
        maxLength={500}
        rows={2}
        error={error}
      />
      <Group justify="flex-end" gap="sm">
        <Button color="red" variant="outline" disabled={pending} onClick={reject}>
          {t('verifyTutor.reject')}
        </Button>
        <Button color="green" loading={pending} onClick={() => decide({ tutorId: tutor._id, isApproved: true })}>
          {t('verifyTutor.approve')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The Verify Tutor modal: the tutor's details, documents and completion, with Reject (with a reason) and Approve. */
export function VerifyTutorModal() {
  const [tutor, close] = useUnit([$reviewedTutor, tutorReviewClosed]);
  const { t } = useTranslation('adminRecords');
  return (
    <Modal opened={tutor !== null} onClose={close} title={t('verifyTutor.title')} size="lg">
      {tutor && (
        <Stack gap="md">
          <TutorReview tutor={tutor} />
          <Decision key={tutor._id} tutor={tutor} />
        </Stack>
      )}
    </Modal>
  );
}
