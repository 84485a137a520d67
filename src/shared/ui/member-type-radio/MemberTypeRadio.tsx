import { Group, Radio } from '@mantine/core';

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
  return (
    <Radio.Group label={label} required withAsterisk={false} value={value} onChange={(next) => onChange(next as MemberType)}>
      <Group gap="lg" mt={6}>
        <Radio value="tutor" label="Tutor" />
        <Radio value="student" label="Guardian/Student" />
      </Group>
    </Radio.Group>
  );
}
