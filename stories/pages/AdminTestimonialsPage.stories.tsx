import type { Meta } from '@storybook/react-vite';
import {
  $testimonialForm,
  $testimonialToDelete,
  AdminTestimonialsPage,
  deleteTestimonialFx,
  testimonialsList,
  saveTestimonialFx,
  type TestimonialSave,
} from '@/pages/admin-testimonials';
import { ApiError, type Testimonial, type TestimonialSavedResponse } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';

const storyTestimonials: Testimonial[] = [
  {
    _id: 't1',
    name: 'Farhana Akter',
    designation: 'Tutor, University of Dhaka',
    testimonial: 'I found three regular tuitions in my first month. The verification was quick and the team answered every question.',
    userType: 'tutor',
    image: null,
    createdAt: '2026-05-03T00:00:00.000Z',
  },
  {
    _id: 't2',
    name: 'Nusrat Jahan',
    designation: 'Guardian, Mirpur',
    testimonial: 'We needed an English Medium maths tutor near Mirpur 10 and had one within two days.',
    userType: 'student',
    image: null,
    createdAt: '2026-05-02T00:00:00.000Z',
  },
  {
    _id: 't3',
    name: 'Rahim Uddin',
    designation: 'HSC candidate',
    testimonial: 'Physics finally makes sense.',
    userType: 'student',
    image: null,
    createdAt: '2026-05-01T00:00:00.000Z',
  },
];

type Handler = [typeof testimonialsList.fetchFx, () => Promise<{ testimonials: Testimonial[] }>];
const listed = (testimonials: Testimonial[] = storyTestimonials): Handler => [testimonialsList.fetchFx, async () => ({ testimonials })];
const saved: [typeof saveTestimonialFx, (params: TestimonialSave) => Promise<TestimonialSavedResponse>] = [
  saveTestimonialFx,
  async ({ id, fields }) => ({
    message: id ? 'Testimonial updated successfully' : 'Testimonial added successfully',
    testimonial: { _id: id ?? `story-${Date.now()}`, ...fields, image: null, createdAt: new Date().toISOString() },
  }),
];
const deleted: [typeof deleteTestimonialFx, () => Promise<{ message: string }>] = [
  deleteTestimonialFx,
  async () => ({ message: 'Testimonial deleted successfully' }),
];
type StoreValues = NonNullable<NonNullable<AppStoryParameters['effector']>['values']>;
const params = (handler: Handler, values: StoreValues = []): AppStoryParameters => ({
  route: '/admin/testimonials',
  session: storyAdmin,
  effector: { handlers: [adminRecordHandler, handler, saved, deleted], values },
});

const meta = {
  title: 'Pages/Admin/Testimonials',
  component: AdminTestimonialsPage,
  parameters: params(listed()),
} satisfies Meta<typeof AdminTestimonialsPage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminTestimonialsPage />
    </AdminLayout>
  );
}

/** The cards: name, designation, user type badge, text, delete icon and Edit. */
export function List() {
  return <InLayout />;
}

/** The first load on its way. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = params([testimonialsList.fetchFx, () => new Promise<never>(() => {})]);

/** None yet: 'No testimonials yet'. */
export function Empty() {
  return <InLayout />;
}
Empty.parameters = params(listed([]));

/** The list could not be loaded. */
export function LoadError() {
  return <InLayout />;
}
LoadError.parameters = params([testimonialsList.fetchFx, () => Promise.reject(new ApiError('boom', 500, true))]);

/** 'Add New Testimonial': the create modal with the photo picker. */
export function CreateModal() {
  return <InLayout />;
}
CreateModal.parameters = params(listed(), [[$testimonialForm, { mode: 'create' }]]);

/** A card's Edit: the edit modal with the testimonial's values. */
export function EditModal() {
  return <InLayout />;
}
EditModal.parameters = params(listed(), [[$testimonialForm, { mode: 'edit', testimonial: storyTestimonials[1] }]]);

/** The delete icon asks first. */
export function DeleteConfirm() {
  return <InLayout />;
}
DeleteConfirm.parameters = params(listed(), [[$testimonialToDelete, storyTestimonials[0]]]);

/** On a 360 px phone: one card per row. */
export function Narrow() {
  return <InLayout />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...params(listed()) };
Narrow.globals = narrowScreen.globals;
