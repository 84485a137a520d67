import type { Meta } from '@storybook/react-vite';
import { GetStarted, TuitionTypes } from '@/pages/home';
import { narrowScreen } from '../decorators';

const meta = {
  title: 'Pages/Home/Static sections',
  component: TuitionTypes,
} satisfies Meta<typeof TuitionTypes>;
export default meta;

/** "Types Of Tuition": Home, Group, Special Batch, Package, Online. */
export function TypesOfTuition() {
  return <TuitionTypes />;
}

/** "How Tutors can get started?". */
export function TutorsGetStarted() {
  return <GetStarted audience="tutors" />;
}

/** "How Students/Guardians can get started?". */
export function StudentsGetStarted() {
  return <GetStarted audience="students" />;
}

/** 360 px wide. */
export function Narrow() {
  return (
    <>
      <TuitionTypes />
      <GetStarted audience="tutors" />
      <GetStarted audience="students" />
    </>
  );
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
