import { ActionIcon, Button, FileButton, Group, Image, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useState, type ComponentProps, type FormEvent } from 'react';
import { offerImageUrl } from '@/entities/affiliate';
import { affiliateFieldsSchema, AFFILIATE_MAX_BENEFITS } from '@/shared/api';
import { PUBLIC_IMAGE_ACCEPT, publicImageProblem, useFilePreview } from '@/shared/lib/image-file';
import { FormActions, FormModal } from '@/shared/ui/form-modal';
import {
  $affiliateForm,
  $affiliateSaving,
  affiliateFormClosed,
  saveAffiliateFx,
  type AffiliateFormTarget,
} from '../model/manage-affiliate';

type TextField = 'name' | 'title' | 'description' | 'link' | 'promocode' | 'deadline';
type Values = Record<TextField, string> & { benefits: string[] };
type ImageField = 'image' | 'logo';
type FieldErrors = Partial<Record<TextField | 'benefits' | ImageField, string>>;

const IMAGE_LABELS: Record<ImageField, string> = { image: 'Main image', logo: 'Logo' };
const REQUIRED_IMAGE: Record<ImageField, string> = { image: 'Please choose the main image', logo: 'Please choose the logo' };

function initialValues(target: AffiliateFormTarget): Values {
  if (target.mode === 'create') {
    return { name: '', title: '', description: '', link: '', promocode: '', deadline: '', benefits: [] };
  }
  const { name, title, description, link, promocode, deadline, benefits } = target.affiliate;
  return { name, title, description, link, promocode: promocode ?? '', deadline: deadline ?? '', benefits: [...benefits] };
}

function ImageField({
  label,
  field,
  file,
  current,
  required,
  error,
  onChoose,
}: {
  label: string;
  field: ImageField;
  file: File | null;
  current: string | null;
  required: boolean;
  error?: string;
  onChoose: (field: ImageField, file: File | null) => void;
}) {
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
      <Group gap="xs" wrap="wrap">
        {shown ? (
          <Image src={shown} alt={file ? `${label} (new)` : `Current ${label.toLowerCase()}`} h={56} w={88} fit="contain" radius="sm" />
        ) : (
          <IconPhoto size={32} aria-hidden color="var(--mantine-color-gray-5)" />
        )}
        <FileButton
          onChange={(chosen) => onChoose(field, chosen)}
          accept={PUBLIC_IMAGE_ACCEPT}
          inputProps={{ 'aria-label': label, 'aria-describedby': hintId, required } as ComponentProps<'input'>}
        >
          {(props) => (
            <Button {...props} variant="default" size="xs">
              {file || current ? 'Change Image' : 'Upload Image'}
            </Button>
          )}
        </FileButton>
        {file && (
          <Button variant="subtle" color="red" size="xs" onClick={() => onChoose(field, null)} aria-label={`Remove the new ${label.toLowerCase()}`}>
            Remove
          </Button>
        )}
      </Group>
      <Text size="xs" c="dimmed" id={hintId}>
        {file ? file.name : required ? 'PNG, JPG or WebP, max 2MB' : 'PNG, JPG or WebP, max 2MB; sent only when you choose a new one'}
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
  const { saving, save, close } = useUnit({ saving: $affiliateSaving, save: saveAffiliateFx, close: affiliateFormClosed });
  const editing = target.mode === 'edit' ? target.affiliate : null;
  const [values, setValues] = useState<Values>(() => initialValues(target));
  const [files, setFiles] = useState<Record<ImageField, File | null>>({ image: null, logo: null });
  const [errors, setErrors] = useState<FieldErrors>({});

  const clearError = (name: keyof FieldErrors) => setErrors((current) => ({ ...current, [name]: undefined }));
  const field = (name: TextField) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
  });

  const choose = (name: ImageField, file: File | null) => {
    const problem = file ? publicImageProblem(IMAGE_LABELS[name], file) : null;
    setErrors((current) => ({ ...current, [name]: problem ?? undefined }));
    setFiles((current) => ({ ...current, [name]: problem ? null : file }));
  };

  const setBenefit = (index: number, value: string) => {
    setValues((current) => ({ ...current, benefits: current.benefits.map((line, i) => (i === index ? value : line)) }));
    clearError('benefits');
  };
  const addBenefit = () => setValues((current) => ({ ...current, benefits: [...current.benefits, ''] }));
  const removeBenefit = (index: number) =>
    setValues((current) => ({ ...current, benefits: current.benefits.filter((_, i) => i !== index) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    const parsed = affiliateFieldsSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof FieldErrors;
        next[key] ??= issue.message;
      }
    }
    if (!editing) {
      for (const name of ['image', 'logo'] as const) if (!files[name]) next[name] ??= REQUIRED_IMAGE[name];
    }
    for (const name of ['image', 'logo'] as const) if (errors[name]) next[name] ??= errors[name];
    if (!parsed.success || Object.values(next).some(Boolean)) {
      setErrors(next);
      return;
    }
    save({ id: editing?._id, fields: parsed.data, image: files.image, logo: files.logo }).catch(() => undefined);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" required {...field('name')} />
        <TextInput label="Title" required {...field('title')} />
        <Textarea label="Description" required rows={4} {...field('description')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ImageField
            label="Main Image"
            field="image"
            file={files.image}
            current={editing ? offerImageUrl(editing.image) : null}
            required={!editing}
            error={errors.image}
            onChoose={choose}
          />
          <ImageField
            label="Logo"
            field="logo"
            file={files.logo}
            current={editing ? offerImageUrl(editing.logo) : null}
            required={!editing}
            error={errors.logo}
            onChoose={choose}
          />
        </SimpleGrid>
        <TextInput label="Link" type="url" required placeholder="https://" {...field('link')} />
        <Stack gap={6} role="group" aria-labelledby="affiliate-benefits-label">
          <Text size="sm" fw={500} id="affiliate-benefits-label">
            Benefits
          </Text>
          {values.benefits.map((line, index) => (
            <Group key={index} gap="xs" wrap="nowrap">
              <TextInput
                aria-label={`Benefit ${index + 1}`}
                value={line}
                onChange={(event) => setBenefit(index, event.currentTarget.value)}
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove benefit ${index + 1}`}
                onClick={() => removeBenefit(index)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {errors.benefits && (
            <Text size="xs" c="red" role="alert">
              {errors.benefits}
            </Text>
          )}
          <Button
            variant="light"
            size="xs"
            onClick={addBenefit}
            disabled={values.benefits.length >= AFFILIATE_MAX_BENEFITS}
            style={{ alignSelf: 'flex-start' }}
          >
            + Add Benefit
          </Button>
        </Stack>
        <TextInput label="Promo Code" placeholder="e.g., PROMO2025" description="e.g., PROMO2025" {...field('promocode')} />
        <TextInput label="Deadline" placeholder="e.g., May 30, 2025" description="e.g., May 30, 2025" {...field('deadline')} />
        <FormActions editing={editing !== null} saving={saving} onCancel={close} />
      </Stack>
    </form>
  );
}

/** 'Add New Affiliate' / 'Edit Affiliate': the images are required on create only and sent on edit only when chosen. */
export function AffiliateFormModal() {
  const { target, saving, close } = useUnit({ target: $affiliateForm, saving: $affiliateSaving, close: affiliateFormClosed });
  const key = target ? (target.mode === 'edit' ? target.affiliate._id : 'new') : 'closed';
  return (
    <FormModal
      opened={target !== null}
      title={target?.mode === 'edit' ? 'Edit Affiliate' : 'Add New Affiliate'}
      saving={saving}
      onClose={close}
    >
      {target && <AffiliateForm key={key} target={target} />}
    </FormModal>
  );
}
