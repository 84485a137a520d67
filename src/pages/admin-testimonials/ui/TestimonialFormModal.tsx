import { Alert, Avatar, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUpload } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testimonialImageUrl } from '@/entities/testimonial';
import { testimonialFieldsSchema, type TestimonialFields } from '@/shared/api';
import { i18n, translateMessage } from '@/shared/i18n';
import { PUBLIC_IMAGE_MIME_TYPES } from '@/shared/config';
import { localDigits } from '@/shared/lib/format';
import { publicImageProblem, useFilePreview } from '@/shared/lib/image-file';
import { ImageDrop, UploadProgress } from '@/shared/ui/image-drop';
import { FormActions, FormModal } from '@/shared/ui/form-modal';
import {
  $testimonialForm,
  $testimonialSaveError,
  $testimonialSaving,
  $testimonialUploadProgress,
  saveTestimonialFx,
  testimonialFormClosed,
  type TestimonialFormTarget,
} from '../model/manage-testimonial';

/**
 * The user types of both forms. The spec's edit form offered student/teacher/guardian, which the
 * server never knew; both forms offer the two it does (docs/decisions.md).
 */
export const TESTIMONIAL_USER_TYPE_OPTIONS = [
  { value: 'student', label: 'Guardian/Student' },
  { value: 'tutor', label: 'Tutor' },
] as const;

/** A user type as the screen's language names it ('Guardian/Student', 'Tutor' in English); an unknown one as it is. */
export const testimonialUserTypeLabel = (userType: string): string =>
  TESTIMONIAL_USER_TYPE_OPTIONS.some((option) => option.value === userType)
    ? i18n.t(`testimonials.userTypes.${userType}`, { ns: 'adminRecords' })
    : userType;

type Values = { name: string; designation: string; testimonial: string; userType: string };

function initialValues(target: TestimonialFormTarget): Values {
  if (target.mode === 'create') return { name: '', designation: '', testimonial: '', userType: 'student' };
  const { name, designation, testimonial, userType } = target.testimonial;
  return { name, designation, testimonial, userType };
}

function TestimonialForm({ target }: { target: TestimonialFormTarget }) {
  const { saving, progress, error, save, close } = useUnit({
    saving: $testimonialSaving,
    progress: $testimonialUploadProgress,
    error: $testimonialSaveError,
    save: saveTestimonialFx,
    close: testimonialFormClosed,
  });
  const { t } = useTranslation('adminRecords');
  const editing = target.mode === 'edit' ? target.testimonial : null;
  // The contract's schema checks the fields; a field's message goes when it is edited.
  const form = useForm<Values>({
    initialValues: initialValues(target),
    validate: zod4Resolver(testimonialFieldsSchema, { errorPriority: 'first' }),
  });
  const [imageError, setImageError] = useState<string | undefined>(undefined);
  const { values } = form;
  const [image, setImage] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const chosenPreview = useFilePreview(image);
  const currentImage = editing && !removed ? testimonialImageUrl(editing.image) : null;
  const preview = image ? chosenPreview : currentImage;
  const hasImage = image !== null || currentImage !== null;

  const field = (name: keyof Values) => {
    const props = form.getInputProps(name);
    return { ...props, error: typeof props.error === 'string' ? translateMessage(props.error) : undefined };
  };

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = publicImageProblem(t('testimonials.form.imageProblemLabel'), file);
    setImageError(problem ?? undefined);
    if (!problem) setImage(file);
  };
  const removeImage = () => {
    setImage(null);
    setRemoved(true);
    setImageError(undefined);
  };

  const submit = form.onSubmit(
    (checked) => {
      const fields: TestimonialFields = testimonialFieldsSchema.parse(checked);
      save({ id: editing?._id, fields, image, removeImage: removed }).catch(() => undefined);
    },
    // A refused submit shows the fields' messages only, as before.
    () => setImageError(undefined),
  );

  const fields = { name: field('name'), designation: field('designation'), testimonial: field('testimonial'), userType: field('userType') };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput label={t('testimonials.form.name')} required {...fields.name} />
        <TextInput label={t('testimonials.form.designation')} required {...fields.designation} />
        <Textarea label={t('testimonials.form.testimonial')} required rows={5} {...fields.testimonial} />
        <NativeSelect
          label={t('testimonials.form.userType')}
          required
          data={TESTIMONIAL_USER_TYPE_OPTIONS.map(({ value }) => ({ value, label: testimonialUserTypeLabel(value) }))}
          {...fields.userType}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="testimonial-image-label">
            {t('testimonials.form.image')}
          </Text>
          <ImageDrop accept={PUBLIC_IMAGE_MIME_TYPES} onFile={choose} disabled={saving} inputProps={{ 'aria-label': t('testimonials.form.image') }}>
            {(open) => (
              <Group gap="sm" wrap="wrap">
                <Avatar src={preview} name={values.name || undefined} color="initials" size={64} alt={preview ? t('testimonials.form.imagePreview') : undefined} />
                <Button variant="default" size="xs" leftSection={<IconUpload size={14} aria-hidden />} onClick={open} disabled={saving}>
                  {hasImage ? t('actions.changeImage') : t('actions.uploadImage')}
                </Button>
                {hasImage && (
                  <Button variant="subtle" color="red" size="xs" onClick={removeImage} disabled={saving}>
                    {t('actions.remove')}
                  </Button>
                )}
              </Group>
            )}
          </ImageDrop>
          <Text size="xs" c="dimmed">
            {t('testimonials.form.imageHint', { size: localDigits('2MB') })}
          </Text>
          {imageError && (
            <Text size="xs" c="red" role="alert">
              {imageError}
            </Text>
          )}
        </Stack>
        {saving && image && progress !== null && <UploadProgress percent={progress} />}
        <FormActions editing={editing !== null} saving={saving} onCancel={close} />
      </Stack>
    </form>
  );
}

/** The create and edit modals of a testimonial (one form; the title and button follow the mode). */
export function TestimonialFormModal() {
  const { target, saving, close } = useUnit({ target: $testimonialForm, saving: $testimonialSaving, close: testimonialFormClosed });
  const key = target ? (target.mode === 'edit' ? target.testimonial._id : 'new') : 'closed';
  const { t } = useTranslation('adminRecords');
  return (
    <FormModal
      opened={target !== null}
      title={target?.mode === 'edit' ? t('testimonials.edit') : t('testimonials.add')}
      saving={saving}
      onClose={close}
    >
      {target && <TestimonialForm key={key} target={target} />}
    </FormModal>
  );
}
