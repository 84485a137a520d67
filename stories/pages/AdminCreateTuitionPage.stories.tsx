import type { Meta, StoryContext } from '@storybook/react-vite';
import { $createError, AdminCreateTuitionPage, createTuitionFx } from '@/pages/admin-create-tuition';
import { ApiError, type CreateTuitionBody, type TuitionSavedResponse } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';

type CreateHandler = [typeof createTuitionFx, (body: CreateTuitionBody) => Promise<TuitionSavedResponse>];
const params = (handler: CreateHandler): AppStoryParameters => ({
  route: '/admin/create-tuition',
  session: storyAdmin,
  effector: { handlers: [adminRecordHandler, handler] },
});

const never: CreateHandler = [createTuitionFx, () => new Promise<TuitionSavedResponse>(() => undefined)];

const meta = {
  title: 'Pages/Admin/CreateTuition',
  component: AdminCreateTuitionPage,
  parameters: params(never),
} satisfies Meta<typeof AdminCreateTuitionPage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminCreateTuitionPage />
    </AdminLayout>
  );
}

/**
 * The empty form with its defaults (Home Tutoring, time Any, one student). Press Create Tuition
 * to see every required message; a filled form stays on 'Creating...' here.
 */
export function Blank() {
  return <InLayout />;
}

/** Create Tuition pressed on the blank form: every required field shows the spec's message. */
export function ValidationErrors() {
  return <InLayout />;
}
ValidationErrors.play = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Create Tuition' }));
};

/** The server refused the job: its message in the banner at the top (submitting again fails the same way). */
export function ServerError() {
  return <InLayout />;
}
const refused: CreateHandler = [
  createTuitionFx,
  async () => {
    throw new ApiError('Failed to create tuition', 500, true);
  },
];
ServerError.parameters = {
  ...params(refused),
  effector: { values: [[$createError, 'Failed to create tuition']], handlers: [adminRecordHandler, refused] },
} satisfies AppStoryParameters;

/** On a 360 px phone: one column. */
export function Narrow() {
  return <InLayout />;
}
Narrow.parameters = narrowScreen.parameters;
Narrow.globals = narrowScreen.globals;
