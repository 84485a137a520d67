import type { Meta } from '@storybook/react-vite';
import { $testimonials, $testimonialsStatus, type TestimonialsStatus } from '@/entities/testimonial';
import type { Testimonial } from '@/shared/api';
import { TestimonialsSection, TestimonialsTicker } from '@/pages/home';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { testimonials } from '../pages/home-fixtures';

const meta = {
  title: 'Widgets/Testimonials',
  component: TestimonialsSection,
} satisfies Meta<typeof TestimonialsSection>;
export default meta;

const state = (list: Testimonial[], status: TestimonialsStatus): AppStoryParameters => ({
  effector: { values: [[$testimonials, list], [$testimonialsStatus, status]] },
});

/** Placeholders during the first load. */
export function Loading() {
  return <TestimonialsSection />;
}
Loading.parameters = state([], 'loading');

/** Tutors and guardians/students, each carousel turning every 4 s. */
export function WithTestimonials() {
  return <TestimonialsSection />;
}
WithTestimonials.parameters = state(testimonials, 'ready');

/** No testimonials yet: the built-in demo testimonials. */
export function DemoWhenEmpty() {
  return <TestimonialsSection />;
}
DemoWhenEmpty.parameters = state([], 'ready');

/** The list could not be loaded (only logged): the demo testimonials. */
export function DemoWhenFailed() {
  return <TestimonialsSection />;
}
DemoWhenFailed.parameters = state([], 'failed');

/** The compact 2 s variant used inside the categories component. */
export function CompactTicker() {
  return (
    <div style={{ maxWidth: 380, padding: 16 }}>
      <TestimonialsTicker />
    </div>
  );
}
CompactTicker.parameters = state(testimonials, 'ready');

/** 360 px wide. */
export function Narrow() {
  return <TestimonialsSection />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...state(testimonials, 'ready') };
Narrow.globals = narrowScreen.globals;
