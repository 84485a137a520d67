import { Autocomplete, Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RequestApprovalEvent, RequestEditField, RequestEditValues } from '@machines/request-approval';
import { REQUEST_REVIEW_MESSAGES } from '@/shared/api';
import { translateMessage } from '@/shared/i18n';
import { normalizeDigits } from '@/shared/lib/digits';
import { CATEGORY_LABELS, DISTRICTS, SUBJECTS } from '@/shared/config';
import { SubjectPicker } from '@/shared/ui/subject-picker';
import { WholeNumberInput } from '@/shared/ui/whole-number-input';


export interface RequestEditFormProps {
  values: RequestEditValues;
  /** Saving: the inputs stay, the buttons wait. */
  saving: boolean;
  send: (event: RequestApprovalEvent) => void;
}

/** Edit mode of the Request Details modal: every field of the request, then Cancel and Save Changes. */
export function RequestEditForm({ values, saving, send }: RequestEditFormProps) {
  const { t } = useTranslation(['admin', 'catalogue']);
  const label = (group: string, value: string) => t(`${group}.${value}`, { ns: 'catalogue', defaultValue: value });
  const genderOptions = [
    { value: 'male', label: t('review.male') },
    { value: 'female', label: t('review.female') },
  ];
  const change = <K extends RequestEditField>(field: K, value: RequestEditValues[K]) =>
    send({ type: 'edit.change', field, value } as RequestApprovalEvent);
  const numberOrEmpty = (value: string | number) => (value === '' ? '' : Number(value));
  // The stored category may be a slug or a label the list lacks: it is offered as it is.
  const categories = CATEGORY_LABELS.includes(values.medium as (typeof CATEGORY_LABELS)[number]) || !values.medium
    ? [...CATEGORY_LABELS]
    : [values.medium, ...CATEGORY_LABELS];

  return (
    <form
      aria-label={t('review.edit')}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'edit.save' });
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label={t('review.fields.name')} value={values.studentName} onChange={(e) => change('studentName', e.currentTarget.value)} />
          <WholeNumberInput
            label={t('review.fields.noOfStudents')}
            min={1}
            max={50}
            value={values.noOfStudents}
            onChange={(value) => change('noOfStudents', numberOrEmpty(value))}
          />
          <Select
            label={t('review.fields.gender')}
            data={genderOptions}
            value={values.studentGender.toLowerCase() || null}
            allowDeselect={false}
            onChange={(value) => value && change('studentGender', value)}
          />
          <TextInput label={t('review.fields.institution')} value={values.institution} onChange={(e) => change('institution', e.currentTarget.value)} />
          <Autocomplete
            label={t('review.fields.district')}
            data={DISTRICTS.map((district) => ({ value: district, label: label('district', district) }))}
            limit={8}
            value={values.district}
            onChange={(value) => change('district', value)}
          />
          <TextInput label={t('review.fields.area')} value={values.area} onChange={(e) => change('area', e.currentTarget.value)} />
        </SimpleGrid>
        <Textarea
          label={t('review.fields.locationDetails')}
          rows={3}
          value={values.locationDetails}
          onChange={(e) => change('locationDetails', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <Select
            label={t('review.fields.category')}
            data={categories.map((category) => ({ value: category, label: label('category', category) }))}
            value={values.medium || null}
            allowDeselect={false}
            onChange={(value) => value && change('medium', value)}
          />
          <TextInput label={t('review.fields.class')} value={values.classLevel} onChange={(e) => change('classLevel', e.currentTarget.value)} />
        </SimpleGrid>
        <SubjectPicker
          value={values.subjects}
          data={SUBJECTS}
          placeholder={t('review.addSubject')}
          required={false}
          onAdd={(subject) => send({ type: 'subject.add', subject })}
          onRemove={(subject) => send({ type: 'subject.remove', subject })}
          error={values.subjects.length === 0 ? translateMessage(REQUEST_REVIEW_MESSAGES.noSubjects) : undefined}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="sm">
          <WholeNumberInput
            label={t('review.fields.days')}
            min={1}
            max={7}
            value={values.days}
            onChange={(value) => change('days', numberOrEmpty(value))}
          />
          <TextInput label={t('review.fields.time')} value={values.tutoringTime} onChange={(e) => change('tutoringTime', e.currentTarget.value)} />
          <TextInput
            label={t('review.fields.salary')}
            value={values.salary}
            onChange={(e) => change('salary', normalizeDigits(e.currentTarget.value))}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={() => send({ type: 'edit.cancel' })} disabled={saving}>
            {t('review.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('review.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
