import { Box } from '@mantine/core';
import type { Meta } from '@storybook/react-vite';
import { TuitionCard } from '@/entities/tuition';
import { narrowScreen } from '../../decorators';
import { hoursAgo, makeTuition } from './fixtures';

const meta = {
  title: 'Entities/Tuition/TuitionCard',
  component: TuitionCard,
} satisfies Meta<typeof TuitionCard>;
export default meta;

/** A complete job as the board lists it. */
export function Complete() {
  return (
    <Box p="md" maw={560}>
      <TuitionCard tuition={makeTuition({ postedAt: hoursAgo(5) })} />
    </Box>
  );
}

/** A job with its own title, posted minutes ago, salary as a range. */
export function OwnTitleJustPosted() {
  return (
    <Box p="md" maw={560}>
      <TuitionCard
        tuition={makeTuition({
          title: 'IELTS coach for a university applicant',
          category: 'international study preparation',
          classLevel: 'IELTS',
          subjects: ['IELTS'],
          tutoringType: 'Online Tutoring',
          salary: '8000-10000',
          postedAt: hoursAgo(0.3),
        })}
      />
    </Box>
  );
}

/** What the board shows when a job leaves things out: "Any Gender", ENGLISH/MATH, "Negotiable", "Home Tutoring". */
export function DisplayDefaults() {
  return (
    <Box p="md" maw={560}>
      <TuitionCard
        tuition={makeTuition({
          area: '',
          location: 'Sector 7',
          preferredTutor: 'Any',
          subjects: [],
          salary: null,
          tutoringType: '',
          postedAt: hoursAgo(24 * 12),
        })}
      />
    </Box>
  );
}

/** On a 360 px phone. */
export function Narrow() {
  return (
    <Box p="xs">
      <TuitionCard tuition={makeTuition({ postedAt: hoursAgo(50) })} />
    </Box>
  );
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
