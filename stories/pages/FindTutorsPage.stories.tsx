import type { Meta } from '@storybook/react-vite';
import { fetchTutorsFx } from '@/entities/tutor';
import { FindTutorsPage } from '@/pages/find-tutors';
import { ApiError, type TutorListQuery, type TutorListResponse } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { makeTutor } from '../entities/tutor/tutor-fixtures';

const meta = {
  title: 'Pages/Find Tutors',
  component: FindTutorsPage,
} satisfies Meta<typeof FindTutorsPage>;
export default meta;

/** A stand-in server holding `total` tutors, answering any page of them. */
const serverWith =
  (total: number) =>
  async ({ page = 1, limit = 15 }: TutorListQuery): Promise<TutorListResponse> => {
    const start = (Number(page) - 1) * Number(limit);
    const size = Math.max(0, Math.min(Number(limit), total - start));
    return { tutors: Array.from({ length: size }, (_, i) => makeTutor(start + i)), count: total };
  };

const search = (
  handler: (query: TutorListQuery) => Promise<TutorListResponse>,
  route = '/premium_tutor',
): AppStoryParameters => ({
  route,
  path: '/premium_tutor',
  effector: { handlers: [[fetchTutorsFx, handler]] },
});

/** The server has not answered yet: a spinner where the tutors go, the filters usable. */
export function Loading() {
  return <FindTutorsPage />;
}
Loading.parameters = search(() => new Promise(() => {}));

/** 128 tutors, 15 a page: the count line, cards and the pager (every control works). */
export function WithResults() {
  return <FindTutorsPage />;
}
WithResults.parameters = search(serverWith(128));

/** District Dhaka shows the Area filter; here Mirpur is chosen, female premium tutors, page 2 of 30 a page. */
export function DhakaAreaFilter() {
  return <FindTutorsPage />;
}
DhakaAreaFilter.parameters = search(
  serverWith(47),
  '/premium_tutor?type=premium&district=Dhaka&area=Mirpur&gender=Female&page=2&size=30',
);

/** Nothing matches: "No tutors match your filters" and Reset Filters. */
export function Empty() {
  return <FindTutorsPage />;
}
Empty.parameters = search(serverWith(0), '/premium_tutor?district=Bandarban&medium=madrasa-medium&class=Alim%201st%20Year');

/** The call fails: "Error: Failed to fetch tutors" with Try Again. */
export function ServerError() {
  return <FindTutorsPage />;
}
ServerError.parameters = search(async () => {
  throw new ApiError('Failed to fetch', 0, false);
});

/** A 360 px phone: the filters above the one-column list. */
export function Narrow() {
  return <FindTutorsPage />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...search(serverWith(40)) };
Narrow.globals = narrowScreen.globals;
