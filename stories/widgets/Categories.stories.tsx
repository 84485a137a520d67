import type { Meta } from '@storybook/react-vite';
import { $testimonials, $testimonialsStatus } from '@/entities/testimonial';
import { CategoriesCarousel, TestimonialsTicker } from '@/pages/home';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { testimonials } from '../pages/home-fixtures';

const meta = {
  title: 'Widgets/Categories',
  component: CategoriesCarousel,
} satisfies Meta<typeof CategoriesCarousel>;
export default meta;

const withTestimonials: AppStoryParameters = {
  effector: { values: [[$testimonials, testimonials], [$testimonialsStatus, 'ready']] },
};

/** The 10 categories, turning every 4 s; 8 s still after previous/next or a drag. */
export function Default() {
  return <CategoriesCarousel />;
}

/** As on the home page: the compact testimonials beside it, turning every 2 s. */
export function WithTestimonials() {
  return <CategoriesCarousel aside={<TestimonialsTicker />} />;
}
WithTestimonials.parameters = withTestimonials;

/** 360 px wide, with the testimonials below. */
export function Narrow() {
  return <CategoriesCarousel aside={<TestimonialsTicker />} />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...withTestimonials };
Narrow.globals = narrowScreen.globals;
