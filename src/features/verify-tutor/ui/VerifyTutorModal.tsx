import { Badge, Box, Button, Group, Modal, Progress, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import type { AdminTutor } from '@/shared/api';
import { formatDate } from '@/shared/lib/format';
import { $reviewedTutor, $verificationPending, tutorReviewClosed, verificationDecided } from '../model/verify-tutor';

/** The spec's {host}/PATH with the stored path's leading slashes removed: same origin, so a root-relative link. */
export const documentHref = (signedPath: string) => `/${signedPath.replace(/^\/+/, '')}`;

function Field({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value?.trim() || 'N/A'}
      </Text>
    </div>
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
            {uploaded ? `Uploaded on ${formatDate(date)}` : 'Not uploaded'}
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
          aria-label={`View Document: ${label}`}
        >
          View Document
        </Button>
      ) : (
        <Button size="xs" variant="light" disabled aria-label={`View Document: ${label}`}>
          View Document
        </Button>
      )}
    </Group>
  );
}

function TutorReview({ tutor }: { tutor: AdminTutor }) {
  const { ssc, hsc, graduation } = tutor.education;
  const documents = tutor.documents;
  return (
    <Stack gap="md">
      <section>
        <Title order={3} size="h5" mb="xs">
          Tutor Information
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Field label="Name" value={tutor.name} />
          <Field label="Email" value={tutor.email} />
          <Field label="Phone" value={tutor.phone} />
          <Field label="Registration Date" value={formatDate(tutor.createdAt)} />
        </SimpleGrid>
      </section>
      <section>
        <Title order={3} size="h5" mb="xs">
          Educational Qualifications
        </Title>
        <Stack gap="xs">
          {ssc && (
            <EducationBlock
              title="SSC"
              fields={[['Institute', ssc.institute], ['Group', ssc.group], ['Result', ssc.result], ['Year', ssc.year]]}
            />
          )}
          {hsc && (
            <EducationBlock
              title="HSC"
              fields={[['Institute', hsc.institute], ['Group', hsc.group], ['Result', hsc.result], ['Year', hsc.year]]}
            />
          )}
          {graduation && (
            <EducationBlock
              title="Graduation"
              fields={[
                ['Institute', graduation.institute],
                ['Degree', graduation.degree],
                ['Subject', graduation.subject],
                ['Result', graduation.result],
                ['Year', graduation.year],
              ]}
            />
          )}
          {!ssc && !hsc && !graduation && (
            <Text size="sm" c="dimmed">
              No education details yet.
            </Text>
          )}
        </Stack>
      </section>
      <section>
        <Title order={3} size="h5" mb="xs">
          Verification Documents
        </Title>
        <Stack gap="xs">
          <DocumentRow
            label="National ID"
            uploaded={documents.nationalIdUploaded}
            date={documents.nationalIdUploadDate}
            path={documents.nationalIdPath}
          />
          <DocumentRow
            label="Institution ID"
            uploaded={documents.institutionIdUploaded}
            date={documents.institutionIdUploadDate}
            path={documents.institutionIdPath}
          />
        </Stack>
      </section>
      <section>
        <Group justify="space-between" mb={4}>
          <Text fw={600} id="profile-completion-label">
            Profile Completion
          </Text>
          <Text size="sm">{tutor.profileCompletion}% Complete</Text>
        </Group>
        <Progress value={tutor.profileCompletion} aria-labelledby="profile-completion-label" />
      </section>
      <Group justify="space-between" align="center">
        <Badge color={tutor.isVerified ? 'green' : 'yellow'} variant="light">
          {tutor.isVerified ? 'Verified' : 'Pending Verification'}
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
  const reject = () => {
    if (reason.trim().length < MIN_REASON) {
      setError(REJECT_REASON_MESSAGE);
      return;
    }
    setError(null);
    decide({ tutorId: tutor._id, isApproved: false, reason: reason.trim() });
  };
  return (
    <Stack gap="sm">
      <Textarea
        label="Reason for rejecting"
        description="Needed to reject: the tutor is told it and asked to upload again"
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
          Reject
        </Button>
        <Button color="green" loading={pending} onClick={() => decide({ tutorId: tutor._id, isApproved: true })}>
          Approve
        </Button>
      </Group>
    </Stack>
  );
}

/** The Verify Tutor modal: the tutor's details, documents and completion, with Reject (with a reason) and Approve. */
export function VerifyTutorModal() {
  const [tutor, close] = useUnit([$reviewedTutor, tutorReviewClosed]);
  return (
    <Modal opened={tutor !== null} onClose={close} title="Verify Tutor" size="lg">
      {tutor && (
        <Stack gap="md">
          <TutorReview tutor={tutor} />
          <Decision key={tutor._id} tutor={tutor} />
        </Stack>
      )}
    </Modal>
  );
}
