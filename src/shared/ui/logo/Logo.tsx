import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';

/** The Shikhon word mark. `inverted` is for dark backgrounds. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <ThemeIcon size={34} radius="md" variant={inverted ? 'white' : 'filled'} aria-hidden>
        <IconSchool size={22} stroke={1.8} />
      </ThemeIcon>
      <Text component="span" fw={800} fz={22} lh={1} c={inverted ? 'white' : 'brand.8'}>
        Shikhon
      </Text>
    </Group>
  );
}
