import { SimpleGrid } from '@mantine/core';
import type { Meta } from '@storybook/react-vite';
import { TutorCard } from '@/entities/tutor';
import { makeTutor } from './tutor-fixtures';

const meta = {
  title: 'Entities/Tutor/TutorCard',
  component: TutorCard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TutorCard>;
export default meta;

/** A premium, verified tutor: both badges. */
export function PremiumAndVerified() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} maw={900}>
      <TutorCard tutor={makeTutor(0, { isPremium: true, isVerified: true })} />
    </SimpleGrid>
  );
}

/** No badge, and no institute or subject given: "Not provided" and the default avatar. */
export function PlainWithMissingValues() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} maw={900}>
      <TutorCard tutor={makeTutor(1, { isPremium: false, isVerified: false, institute: null, subject: null })} />
    </SimpleGrid>
  );
}

/** A photo address that fails to load falls back to the default avatar. */
export function BrokenPhoto() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} maw={900}>
      <TutorCard tutor={makeTutor(2, { image: '/uploads/missing-photo.jpg' })} />
    </SimpleGrid>
  );
}
