import type { Meta } from '@storybook/react-vite';
import {
  $affiliateForm,
  $affiliateToDelete,
  AdminAffiliatesPage,
  type AffiliateSave,
  deleteAffiliateFx,
  affiliatesList,
  saveAffiliateFx,
} from '@/pages/admin-affiliates';
import { ApiError, type Affiliate, type AffiliateSavedResponse } from '@/shared/api';
import { AdminLayout } from '@/widgets/admin-layout';
import { narrowScreen, type AppStoryParameters } from '../decorators';
import { adminRecordHandler, storyAdmin } from './admin-fixtures';

/** A coloured banner as a data address, so the thumbnails show with no server. */
const banner = (text: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="${color}"/>` +
      `<text x="160" y="110" font-size="28" text-anchor="middle" fill="white" font-family="sans-serif">${text}</text></svg>`,
  )}`;

const storyAffiliates: Affiliate[] = [
  {
    _id: 'a1',
    name: 'BoiGhor',
    title: '20% off every book',
    description: 'The online bookshop for students: textbooks, guides and stories.',
    logo: banner('B', '#7048e8'),
    image: banner('BoiGhor', '#7048e8'),
    link: 'https://boighor.example.com',
    benefits: ['Free delivery in Dhaka', 'Extra 5% on guides'],
    promocode: 'SHIKHON20',
    deadline: 'May 30, 2027',
    createdAt: '2026-05-03T00:00:00.000Z',
  },
  {
    _id: 'a2',
    name: 'CodeShala',
    title: 'First month free',
    description: 'Programming courses in Bangla.',
    logo: banner('C', '#1c7ed6'),
    image: banner('CodeShala', '#1c7ed6'),
    link: 'https://codeshala.example.com',
    benefits: [],
    promocode: 'SHIKHON',
    deadline: null,
    createdAt: '2026-05-02T00:00:00.000Z',
  },
];

type Handler = [typeof affiliatesList.fetchFx, () => Promise<{ data: Affiliate[] }>];
type StoreValues = NonNullable<NonNullable<AppStoryParameters['effector']>['values']>;
const listed = (data: Affiliate[] = storyAffiliates): Handler => [affiliatesList.fetchFx, async () => ({ data })];
const saved: [typeof saveAffiliateFx, (params: AffiliateSave) => Promise<AffiliateSavedResponse>] = [
  saveAffiliateFx,
  async ({ id, fields }) => ({
    message: id ? 'Affiliate updated successfully' : 'Affiliate created successfully',
    data: {
      ...(storyAffiliates.find((affiliate) => affiliate._id === id) ?? storyAffiliates[0]!),
      _id: id ?? `story-${Date.now()}`,
      ...fields,
    },
  }),
];
const deleted: [typeof deleteAffiliateFx, () => Promise<{ message: string }>] = [
  deleteAffiliateFx,
  async () => ({ message: 'Affiliate deleted successfully' }),
];
const params = (handler: Handler, values: StoreValues = []): AppStoryParameters => ({
  route: '/admin/affiliate',
  session: storyAdmin,
  effector: { handlers: [adminRecordHandler, handler, saved, deleted], values },
});

const meta = {
  title: 'Pages/Admin/Affiliates',
  component: AdminAffiliatesPage,
  parameters: params(listed()),
} satisfies Meta<typeof AdminAffiliatesPage>;
export default meta;

function InLayout() {
  return (
    <AdminLayout>
      <AdminAffiliatesPage />
    </AdminLayout>
  );
}

/** The table: thumbnail, name, title, deadline ('-' when none), Edit and Delete. */
export function List() {
  return <InLayout />;
}

/** The first load on its way. */
export function Loading() {
  return <InLayout />;
}
Loading.parameters = params([affiliatesList.fetchFx, () => new Promise<never>(() => {})]);

/** None yet: 'No affiliates found'. */
export function Empty() {
  return <InLayout />;
}
Empty.parameters = params(listed([]));

/** The list could not be loaded: the message and its toast. */
export function LoadError() {
  return <InLayout />;
}
LoadError.parameters = params([affiliatesList.fetchFx, () => Promise.reject(new ApiError('boom', 500, true))]);

/** 'Add New Affiliate': both images required. */
export function CreateModal() {
  return <InLayout />;
}
CreateModal.parameters = params(listed(), [[$affiliateForm, { mode: 'create' }]]);

/** 'Edit Affiliate' with the offer's values and benefit lines; images optional. */
export function EditModal() {
  return <InLayout />;
}
EditModal.parameters = params(listed(), [[$affiliateForm, { mode: 'edit', affiliate: storyAffiliates[0] }]]);

/** Delete asks with the offer's name. */
export function DeleteConfirm() {
  return <InLayout />;
}
DeleteConfirm.parameters = params(listed(), [[$affiliateToDelete, storyAffiliates[1]]]);

/** On a 360 px phone: the table scrolls sideways. */
export function Narrow() {
  return <InLayout />;
}
Narrow.parameters = { ...narrowScreen.parameters, ...params(listed()) };
Narrow.globals = narrowScreen.globals;
