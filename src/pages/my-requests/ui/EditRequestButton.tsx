import { Alert, Button, Group, Modal, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { myRequestEditBodySchema, type MyTutorRequest, type StudentTutorRequestBody } from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import { editRequestFx } from '../model/my-requests';

interface EditValues {
  studentName: string;
  institution: string;
  locationDetails: string;
  days: number | string;
  tutoringTime: string;
  salary: string;
  notes: string;
}

/** The whole request as the server takes it: the form's fields over the request's other answers. */
function bodyOf(request: MyTutorRequest, values: EditValues): StudentTutorRequestBody {
  return {
    studentName: values.studentName,
    noOfStudents: request.noOfStudents,
    studentGender: request.studentGender as StudentTutorRequestBody['studentGender'],
    institution: values.institution,
    district: request.district,
    location: request.area,
    locationDetails: values.locationDetails,
    medium: request.medium,
    classLevel: request.classLevel,
    subjects: request.subjects,
    tutoringType: request.tutoringType as StudentTutorRequestBody['tutoringType'],
    preferredTutor: request.preferredTutor as StudentTutorRequestBody['preferredTutor'],
    days: Number(values.days),
    tutoringTime: values.tutoringTime,
    salary: values.salary,
    notes: values.notes,
  };
}

/**
 * Edit a request waiting for review: the details people most often correct (the place, class and subjects are the
 * wizard's: to change those, withdraw and post again). Checked with the contract's schema, then by the server.
 */
export function EditRequestButton({ request, label }: { request: MyTutorRequest; label: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [error, setError] = useState<string | null>(null);
  const [edit, pending] = useUnit([editRequestFx, editRequestFx.pending]);
  const form = useForm<EditValues>({
    initialValues: {
      studentName: request.studentName,
      institution: request.institution,
      locationDetails: request.locationDetails,
      days: request.days,
      tutoringTime: request.tutoringTime,
      salary: request.salary,
      notes: request.notes,
    },
    validate: (values) => {
      const parsed = myRequestEditBodySchema.safeParse(bodyOf(request, values));
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'studentName'), issue.message]));
    },
  });
  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const answer = await edit({ id: request._id, body: bodyOf(request, values) });
      toast.success(answer.message);
      close();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Could not save your changes. Please try again.');
    }
  });
  return (
    <>
      <Button variant="light" size="sm" onClick={open} aria-label={`Edit ${label}`}>
        Edit
      </Button>
      <Modal opened={opened} onClose={close} title="Edit your request" centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput label="Student name" required {...form.getInputProps('studentName')} />
            <TextInput label="Institution" {...form.getInputProps('institution')} />
            <TextInput label="Address details" {...form.getInputProps('locationDetails')} />
            <NumberInput label="Days per week" min={1} max={7} required {...form.getInputProps('days')} />
            <TextInput label="Preferred time" required {...form.getInputProps('tutoringTime')} />
            <TextInput label="Salary (Taka a month)" required {...form.getInputProps('salary')} />
            <Textarea label="Notes for the tutor" minRows={2} maxLength={1000} {...form.getInputProps('notes')} />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" loading={pending}>
                Save changes
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
