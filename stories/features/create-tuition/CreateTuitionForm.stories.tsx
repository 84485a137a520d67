import type { Meta, StoryContext } from '@storybook/react-vite';
import { Card } from '@mantine/core';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';
import { CreateTuitionForm, createTuitionFx, INITIAL_VALUES, type CreateTuitionValues } from '@/pages/admin-create-tuition';
import { AdminDashboardPage, fetchAdminStatsFx } from '@/pages/admin-dashboard';
import { CREATE_TUITION_MESSAGES, type TuitionSavedResponse } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import type { AppStoryParameters } from '../../decorators';
import { adminRecordHandler, storyAdmin } from '../../pages/admin-fixtures';

// The admin's Create Tuition form, started filled in, in the states its call passes through. The blank
// form, its messages and the server's refusal are Pages/Admin/CreateTuition.
const meta = {
  title: 'Features/CreateTuition/CreateTuitionForm',
  component: CreateTuitionForm,
  args: { onCreated: fn() },
  parameters: { route: '/admin/create-tuition', session: storyAdmin } satisfies AppStoryParameters,
} satisfies Meta<typeof CreateTuitionForm>;
export default meta;

const filled: CreateTuitionValues = {
  ...INITIAL_VALUES,
  district: 'Dhaka',
  area: 'Mirpur',
  location: 'Mirpur 10, Road 4',
  medium: 'Bangla Medium',
  classLevel: 'Class 8',
  preferredTutor: 'Female',
  days: '4',
  subjects: ['Math', 'Physics'],
  salary: '5000-8000',
  studentGender: 'Male',
};

const saved: TuitionSavedResponse = {
  message: CREATE_TUITION_MESSAGES.created,
  data: {
    _id: 'job-story-1',
    jobId: 'job-story-1',
    jobNumber: 10234,
    title: null,
    studentId: null,
    studentName: null,
    district: 'Dhaka',
    area: 'Mirpur',
    location: 'Mirpur 10, Road 4',
    locationDetails: null,
    institution: null,
    category: 'Bangla Medium',
    classLevel: 'Class 8',
    studentGender: 'Male',
    preferredTutor: 'Female',
    tutoringType: 'Home Tutoring',
    tutoringTime: 'Any',
    days: 4,
    noOfStudents: 1,
    subjects: ['Math', 'Physics'],
    salary: '5000-8000',
    notes: [],
    status: 'active',
    postedAt: '2026-05-01T00:00:00.000Z',
    createdAt: '2026-05-01T00:00:00.000Z',
  },
};

const submit = async ({ canvasElement }: StoryContext) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Create Tuition' }));
};

/** Every required field filled: Create Tuition would send it. */
export function Filled() {
  return (
    <Card withBorder radius="md" padding="lg">
      <CreateTuitionForm initialValues={filled} />
    </Card>
  );
}

/** submitting: sent, the call on its way: 'Creating...' (the call never answers here). */
export function Submitting() {
  return (
    <Card withBorder radius="md" padding="lg">
      <CreateTuitionForm initialValues={filled} />
    </Card>
  );
}
Submitting.parameters = {
  effector: { handlers: [[createTuitionFx, () => new Promise<never>(() => {})]] },
} satisfies AppStoryParameters;
Submitting.play = submit;

function CreateThenDashboard() {
  const [created, setCreated] = useState(false);
  return (
    <AdminLayout>
      {created ? (
        <AdminDashboardPage />
      ) : (
        <Card withBorder radius="md" padding="lg">
          <CreateTuitionForm initialValues={filled} onCreated={() => setCreated(true)} />
        </Card>
      )}
    </AdminLayout>
  );
}

/** success: the server answered 201: the form resets and the admin page opens the dashboard (as it does here). */
export function Created() {
  return <CreateThenDashboard />;
}
Created.parameters = {
  effector: {
    handlers: [
      adminRecordHandler,
      [createTuitionFx, async () => saved],
      [fetchAdminStatsFx, async () => ({ tutorCount: 248, studentCount: 1033, activeTuitions: 58, tutorGrowth: 12, studentGrowth: -4, tuitionGrowth: 2 })],
    ],
  },
} satisfies AppStoryParameters;
Created.play = submit;
