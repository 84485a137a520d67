import { Button, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { useUnit } from 'effector-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myRequestEditBodySchema, type MyTutorRequest, type StudentTutorRequestBody } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { normalizeDigits } from '@/shared/lib/digits';
import { DialogActions } from '@/shared/ui/form-modal';
import { toast } from '@/shared/ui/toast';
import { WholeNumberInput } from '@/shared/ui/whole-number-input';
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

/** The contract's check of the whole body; its field names are the form's. */
const checkEditBody = zod4Resolver(myRequestEditBodySchema);

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
    // Bangla digits typed in the salary are stored as ASCII ones.
    salary: normalizeDigits(values.salary),
    notes: values.notes,
  };
}

/**
 * Edit a request waiting for review: the details people most often correct (the place, class and subjects are the
 * wizard's: to change those, withdraw and post again). Checked with the contract's schema, then by the server.
 */
export function EditRequestButton({ request, label }: { request: MyTutorRequest; label: string }) {
  const { t } = useTranslation('member');
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
    validate: (values) =>
      Object.fromEntries(
        Object.entries(checkEditBody(bodyOf(request, values))).map(([path, message]) => [
          path.split('.')[0] || 'studentName',
          typeof message === 'string' ? translateMessage(message) : message,
        ]),
      ),
  });
  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const answer = await edit({ id: request._id, body: bodyOf(request, values) });
      toast.success(answer.message);
      close();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? translateMessage(failure.message) : t('myRequests.edit.failed'));
    }
  });
  const inputs = {
    studentName: form.getInputProps('studentName'),
    institution: form.getInputProps('institution'),
    locationDetails: form.getInputProps('locationDetails'),
    days: form.getInputProps('days'),
    tutoringTime: form.getInputProps('tutoringTime'),
    salary: form.getInputProps('salary'),
    notes: form.getInputProps('notes'),
  };
  return (
    <>
      <Button variant="light" size="sm" onClick={open} aria-label={t('myRequests.edit.buttonLabel', { name: label })}>
        {t('myRequests.edit.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('myRequests.edit.title')} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput label={t('myRequests.edit.studentName')} required {...inputs.studentName} />
            <TextInput label={t('myRequests.edit.institution')} {...inputs.institution} />
            <TextInput label={t('myRequests.edit.address')} {...inputs.locationDetails} />
            <WholeNumberInput label={t('myRequests.edit.days')} min={1} max={7} required {...inputs.days} />
            <TextInput label={t('myRequests.edit.time')} required {...inputs.tutoringTime} />
            <TextInput label={t('myRequests.edit.salary')} required {...inputs.salary} />
            <Textarea label={t('myRequests.edit.notes')} minRows={2} maxLength={1000} {...inputs.notes} />
            <DialogActions error={error} busy={pending} cancelLabel={t('common.cancel')} onCancel={close} confirmLabel={t('myRequests.edit.save')} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
