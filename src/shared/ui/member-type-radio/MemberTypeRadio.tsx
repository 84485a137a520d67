import { Group, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type MemberType = 'tutor' | 'student';

export interface MemberTypeRadioProps {
  /** The group's accessible name ("User Type", "Register as"). */
  label: string;
  /** The chosen type, or "" for none. */
  value: MemberType | '';
  onChange: (value: MemberType) => void;
}

/** The required choice between a tutor and a guardian/student account (login and sign-up). */
export function MemberTypeRadio({ label, value, onChange }: MemberTypeRadioProps) {
  const { t } = useTranslation('common');
  return (
    <Radio.Group label={label} required withAsterisk={false} value={value} onChange={(next) => onChange(next as MemberType)}>
      <Group gap="lg" mt={6}>
        <Radio value="tutor" label={t('ui.memberType.tutor')} />
        <Radio value="student" label={t('ui.memberType.student')} />
      </Group>
    </Radio.Group>
  );
}
