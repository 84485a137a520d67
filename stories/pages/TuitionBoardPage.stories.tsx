import type { Meta } from '@storybook/react-vite';
import { fetchTuitionsFx, type BoardQuery } from '@/entities/tuition';
import { TuitionBoardPage } from '@/pages/tuition-board';
import { ApiError } from '@/shared/api';
import type { TuitionListResponse } from '@/shared/api';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { makeBoardPage } from '../entities/tuition/fixtures';

const meta = {
  title: 'Pages/Tuition Board',
  component: TuitionBoardPage,
} satisfies Meta<typeof TuitionBoardPage>;
export default meta;

/** A stand-in server holding `total` active jobs, answering any page of them. */
const serverWith =
  (total: number) =>
  async ({ page, limit }: BoardQuery): Promise<TuitionListResponse> =>
    makeBoardPage(Math.max(0, Math.min(limit, total - (page - 1) * limit)), { page, limit, total });

const board = (
  handler: (query: BoardQuery) => Promise<TuitionListResponse>,
  route = '/tution_list',
): AppStoryParameters => ({
  route,
  path: '/tution_list',
  effector: { handlers: [[fetchTuitionsFx, handler]] },
});

/** The server has not answered yet: a spinner where the jobs go. */
export function Loading() {
  return <TuitionBoardPage />;
}
Loading.parameters = board(() => new Promise(() => {}));

/** 42 active jobs, 10 a page: the count line, the cards and the pager (every control works). */
export function WithJobs() {
  return <TuitionBoardPage />;
}
WithJobs.parameters = board(serverWith(42));

/** Opened from the home page's district strip: "Select District" shows Chattogram. */
export function FromDistrictStrip() {
  return <TuitionBoardPage />;
}
FromDistrictStrip.parameters = board(serverWith(7), '/tution_list?district=Chattogram');

/** Nothing matches the filters. */
export function Empty() {
  return <TuitionBoardPage />;
}
Empty.parameters = board(serverWith(0));

/** The server cannot be reached: an error with "Try Again", no invented jobs. */
export function ServerUnreachable() {
  return <TuitionBoardPage />;
}
ServerUnreachable.parameters = board(async () => {
  throw new ApiError('Failed to fetch', 0, false);
});

/** A 360 px phone: "Advance Filter" folds into a block above the list. */
export function Narrow() {
  return <TuitionBoardPage />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...board(serverWith(42)) };
Narrow.globals = narrowScreen.globals;

/** In Bangla (issue 16): filters, count line and job cards, on a 360 px phone. */
export function Bangla() {
  return <TuitionBoardPage />;
}
Bangla.parameters = { ...narrowScreen.parameters, ...board(serverWith(42)) };
Bangla.globals = { ...narrowScreen.globals, language: 'bn' };
