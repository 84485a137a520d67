import { ActionIcon, Button, Group, Image, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { offerImageUrl } from '@/entities/affiliate';
import { affiliateFieldsSchema, AFFILIATE_MAX_BENEFITS } from '@/shared/api';
import { PUBLIC_IMAGE_MIME_TYPES } from '@/shared/config';
import { translateMessage } from '@/shared/i18n';
import { formatDate, formatNumber, localDigits } from '@/shared/lib/format';
import { publicImageProblem, useFilePreview } from '@/shared/lib/image-file';
import { FormActions, FormModal } from '@/shared/ui/form-modal';
import { ImageDrop, UploadProgress } from '@/shared/ui/image-drop';
import {
  $affiliateForm,
  $affiliateSaving,
  $affiliateUploadProgress,
  affiliateFormClosed,
  saveAffiliateFx,
  type AffiliateFormTarget,
} from '../model/manage-affiliate';

type TextField = 'name' | 'title' | 'description' | 'link' | 'promocode' | 'deadline';
type Values = Record<TextField, string> & { benefits: string[] };
type ImageField = 'image' | 'logo';
type ImageErrors = Partial<Record<ImageField, string>>;

/** Keys in `adminRecords:affiliates.form`: the image's name in a file problem, and the message when none was chosen. */
const IMAGE_PROBLEM_LABELS: Record<ImageField, string> = { image: 'mainImageProblem', logo: 'logoProblem' };
const REQUIRED_IMAGE: Record<ImageField, string> = { image: 'requiredImage', logo: 'requiredLogo' };
/** A link's start, the same in every language; the remove-benefit button's symbol. */
const URL_PLACEHOLDER = 'https://';
const CROSS = '\u00d7';
/** The example deadline of the form's hint (May 30, 2025, in the screen's date style). */
const EXAMPLE_DEADLINE = new Date(2025, 4, 30);

function initialValues(target: AffiliateFormTarget): Values {
  if (target.mode === 'create') {
    return { name: '', title: '', description: '', link: '', promocode: '', deadline: '', benefits: [] };
  }
  const { name, title, description, link, promocode, deadline, benefits } = target.affiliate;
  return { name, title, description, link, promocode: promocode ?? '', deadline: deadline ?? '', benefits: [...benefits] };
}

const isBenefitsError = (path: string) => path === 'benefits' || path.startsWith('benefits.');

/** The benefits' one message: the first line's problem (the schema checks lines in order), else the list's. */
function benefitsError(errors: FormErrors): string | undefined {
  const lines = Object.keys(errors)
    .map((path) => /^benefits\.(\d+)$/.exec(path))
    .filter((match) => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  const error = errors[lines[0]?.[0] ?? 'benefits'];
  return typeof error === 'string' ? error : undefined;
}

function ImageField({
  label,
  field,
  file,
  current,
  required,
  error,
  disabled,
  onChoose,
}: {
  label: string;
  field: ImageField;
  file: File | null;
  current: string | null;
  required: boolean;
  error?: string;
  disabled: boolean;
  onChoose: (field: ImageField, file: File | null) => void;
}) {
  const { t } = useTranslation('adminRecords');
  const preview = useFilePreview(file);
  const shown = file ? preview : current;
  const hintId = `affiliate-${field}-hint`;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
        {required && (
          <Text span c="red" aria-hidden>
            {' *'}
          </Text>
        )}
      </Text>
      <ImageDrop
        accept={PUBLIC_IMAGE_MIME_TYPES}
        onFile={(chosen) => onChoose(field, chosen)}
        disabled={disabled}
        inputProps={{ 'aria-label': label, 'aria-describedby': hintId, required }}
      >
        {(open) => (
          <Group gap="xs" wrap="wrap">
            {shown ? (
              <Image src={shown} alt={file ? t('affiliates.form.newImage', { label }) : t('affiliates.form.currentImage', { label: label.toLowerCase() })} h={56} w={88} fit="contain" radius="sm" />
            ) : (
              <IconPhoto size={32} aria-hidden color="var(--mantine-color-gray-5)" />
            )}
            <Button variant="default" size="xs" onClick={open} disabled={disabled}>
              {file || current ? t('actions.changeImage') : t('actions.uploadImage')}
            </Button>
            {file && (
              <Button variant="subtle" color="red" size="xs" onClick={() => onChoose(field, null)} disabled={disabled} aria-label={t('affiliates.form.removeNew', { label: label.toLowerCase() })}>
                {t('actions.remove')}
              </Button>
            )}
          </Group>
        )}
      </ImageDrop>
      <Text size="xs" c="dimmed" id={hintId}>
        {file
          ? file.name
          : t(required ? 'affiliates.form.imageHint' : 'affiliates.form.imageHintEdit', { size: localDigits('2MB') })}
      </Text>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function AffiliateForm({ target }: { target: AffiliateFormTarget }) {
  const { saving, progress, save, close } = useUnit({
    saving: $affiliateSaving,
    progress: $affiliateUploadProgress,
    save: saveAffiliateFx,
    close: affiliateFormClosed,
  });
  const { t } = useTranslation('adminRecords');
  const editing = target.mode === 'edit' ? target.affiliate : null;
  // The contract's schema checks the text fields and the benefits; the images are checked here.
  const form = useForm<Values>({
    initialValues: initialValues(target),
    validate: zod4Resolver(affiliateFieldsSchema, { errorPriority: 'first' }),
    // A field's message goes when that field is edited (the benefits' when a line is), not on every change.
    clearInputErrorOnChange: false,
  });
  const { values } = form;
  const [files, setFiles] = useState<Record<ImageField, File | null>>({ image: null, logo: null });
  const [imageErrors, setImageErrors] = useState<ImageErrors>({});
  const shownError = (error: unknown) => (typeof error === 'string' ? translateMessage(error) : undefined);

  const field = (name: TextField) => ({
    value: values[name],
    error: shownError(form.errors[name]),
    onChange: (event: { currentTarget: { value: string } }) => {
      form.setFieldValue(name, event.currentTarget.value);
      form.clearFieldError(name);
    },
  });

  const choose = (name: ImageField, file: File | null) => {
    const problem = file ? publicImageProblem(t(`affiliates.form.${IMAGE_PROBLEM_LABELS[name]}`), file) : null;
    setImageErrors((current) => ({ ...current, [name]: problem ?? undefined }));
    setFiles((current) => ({ ...current, [name]: problem ? null : file }));
  };

  const setBenefit = (index: number, value: string) => {
    form.setFieldValue(`benefits.${index}`, value);
    form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([path]) => !isBenefitsError(path))));
  };
  const addBenefit = () => form.setFieldValue('benefits', [...values.benefits, '']);
  const removeBenefit = (index: number) => form.setFieldValue('benefits', values.benefits.filter((_, i) => i !== index));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = form.validate();
    const nextImageErrors: ImageErrors = {};
    for (const name of ['image', 'logo'] as const) {
      const missing = !editing && !files[name] ? t(`affiliates.form.${REQUIRED_IMAGE[name]}`) : undefined;
      nextImageErrors[name] = missing ?? imageErrors[name];
    }
    if (checked.hasErrors || Object.values(nextImageErrors).some(Boolean)) {
      setImageErrors(nextImageErrors);
      return;
    }
    const fields = affiliateFieldsSchema.parse(form.getValues());
    save({ id: editing?._id, fields, image: files.image, logo: files.logo }).catch(() => undefined);
  };

  const fields = {
    name: field('name'),
    title: field('title'),
    description: field('description'),
    link: field('link'),
    promocode: field('promocode'),
    deadline: field('deadline'),
  };
  const promoExample = t('affiliates.form.promocodeExample');
  const deadlineExample = t('affiliates.form.deadlineExample', { date: formatDate(EXAMPLE_DEADLINE) });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label={t('affiliates.form.name')} required {...fields.name} />
        <TextInput label={t('affiliates.form.title')} required {...fields.title} />
        <Textarea label={t('affiliates.form.description')} required rows={4} {...fields.description} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ImageField
            label={t('affiliates.form.mainImage')}
            field="image"
            file={files.image}
            current={editing ? offerImageUrl(editing.image) : null}
            required={!editing}
            error={imageErrors.image}
            disabled={saving}
            onChoose={choose}
          />
          <ImageField
            label={t('affiliates.form.logo')}
            field="logo"
            file={files.logo}
            current={editing ? offerImageUrl(editing.logo) : null}
            required={!editing}
            error={imageErrors.logo}
            disabled={saving}
            onChoose={choose}
          />
        </SimpleGrid>
        <TextInput label={t('affiliates.form.link')} type="url" required placeholder={URL_PLACEHOLDER} {...fields.link} />
        <Stack gap={6} role="group" aria-labelledby="affiliate-benefits-label">
          <Text size="sm" fw={500} id="affiliate-benefits-label">
            {t('affiliates.form.benefits')}
          </Text>
          {values.benefits.map((line, index) => (
            <Group key={index} gap="xs" wrap="nowrap">
              <TextInput
                aria-label={t('affiliates.form.benefit', { number: formatNumber(index + 1) })}
                value={line}
                onChange={(event) => setBenefit(index, event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('affiliates.form.removeBenefit', { number: formatNumber(index + 1) })}
                onClick={() => removeBenefit(index)}
              >
                {CROSS}
              </ActionIcon>
            </Group>
          ))}
          {benefitsError(form.errors) && (
            <Text size="xs" c="red" role="alert">
              {shownError(benefitsError(form.errors))}
            </Text>
          )}
          <Button
            variant="light"
            size="xs"
            onClick={addBenefit}
            disabled={values.benefits.length >= AFFILIATE_MAX_BENEFITS}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('affiliates.form.addBenefit')}
          </Button>
        </Stack>
        <TextInput label={t('affiliates.form.promocode')} placeholder={promoExample} description={promoExample} {...fields.promocode} />
        <TextInput label={t('affiliates.form.deadline')} placeholder={deadlineExample} description={deadlineExample} {...fields.deadline} />
        {saving && (files.image || files.logo) && progress !== null && <UploadProgress percent={progress} />}
        <FormActions editing={editing !== null} saving={saving} onCancel={close} />
      </Stack>
    </form>
  );
}

/** 'Add New Affiliate' / 'Edit Affiliate': the images are required on create only and sent on edit only when chosen. */
export function AffiliateFormModal() {
  const { target, saving, close } = useUnit({ target: $affiliateForm, saving: $affiliateSaving, close: affiliateFormClosed });
  const key = target ? (target.mode === 'edit' ? target.affiliate._id : 'new') : 'closed';
  const { t } = useTranslation('adminRecords');
  return (
    <FormModal
      opened={target !== null}
      title={target?.mode === 'edit' ? t('affiliates.edit') : t('affiliates.add')}
      saving={saving}
      onClose={close}
    >
      {target && <AffiliateForm key={key} target={target} />}
    </FormModal>
  );
}
