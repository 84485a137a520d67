import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AdminAffiliatesPage,
  type AffiliateSave,
  deleteAffiliateFx,
  affiliatesList,
  saveAffiliateFx,
} from '@/pages/admin-affiliates';
import { ApiError, type Affiliate, type AffiliateSavedResponse } from '@/shared/api';
import { renderContentPage, type ContentPageCalls } from './admin-content-page';

const affiliate = (index: number, overrides: Partial<Affiliate> = {}): Affiliate => ({
  _id: `a${index}`,
  name: `Partner ${index}`,
  title: `Offer ${index}`,
  description: 'Description',
  logo: `uploads/affiliates/logo-${index}.png`,
  image: `uploads/affiliates/banner-${index}.png`,
  link: 'https://example.com',
  benefits: ['Free delivery'],
  promocode: 'SHIKHON',
  deadline: index === 1 ? 'May 30, 2027' : null,
  createdAt: '2026-05-01T00:00:00.000Z',
  ...overrides,
});

const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });

function renderPage({
  load = async () => ({ data: [affiliate(1), affiliate(2)] }),
  save = async ({ id, fields }: AffiliateSave): Promise<AffiliateSavedResponse> => ({
    message: 'ok',
    data: affiliate(9, { _id: id ?? 'new', ...fields }),
  }),
  remove = async () => ({ message: 'Affiliate deleted successfully' }),
}: Partial<ContentPageCalls<{ data: Affiliate[] }, AffiliateSave, AffiliateSavedResponse>> = {}) {
  return renderContentPage(
    <AdminAffiliatesPage />,
    '/admin/affiliate',
    { load: affiliatesList.fetchFx, save: saveAffiliateFx, remove: deleteAffiliateFx },
    { load, save, remove },
  );
}

afterEach(() => notifications.clean());

describe('admin affiliates', () => {
  it('shows the table: thumbnail under the host, name, title, deadline or "-", Edit and Delete', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Manage Affiliates' })).toBeInTheDocument();
    const row = (await screen.findByText('Partner 1')).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Partner 1 image' })).toHaveAttribute('src', '/uploads/affiliates/banner-1.png');
    for (const text of ['Offer 1', 'May 30, 2027']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit Partner 1' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Partner 1' })).toBeInTheDocument();
    expect(within(screen.getByText('Partner 2').closest('tr')!).getByText('-')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Image', 'Name', 'Title', 'Deadline', 'Actions']);
  });

  it('shows "No affiliates found" and the load failure', async () => {
    renderPage({ load: async () => ({ data: [] }) });
    expect(await screen.findByText('No affiliates found')).toBeInTheDocument();
  });

  it('toasts "Failed to load affiliates"', async () => {
    renderPage({ load: () => Promise.reject(new ApiError('boom', 500, true)) });
    expect((await screen.findAllByText('Failed to load affiliates')).length).toBeGreaterThan(0);
  });

  it('creates one: required fields, an http(s) link, both images, benefit lines; then the toast and the row', async () => {
    const { user, saveHandler } = renderPage({ load: async () => ({ data: [] }) });
    await screen.findByText('No affiliates found');
    await user.click(screen.getByRole('button', { name: 'Add New Affiliate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Affiliate' });
    expect(within(dialog).getByPlaceholderText('e.g., PROMO2025')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('e.g., May 30, 2025')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const message of ['Name is required', 'Title is required', 'Description is required', 'Link is required', 'Please choose the main image', 'Please choose the logo']) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }

    await user.type(within(dialog).getByLabelText(/^Name/), 'BoiGhor');
    await user.type(within(dialog).getByLabelText(/^Title/), '20% off');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Books');
    await user.type(within(dialog).getByLabelText(/^Link/), 'javascript:alert(1)');
    const image = png('banner.png');
    const logo = png('logo.png');
    await user.upload(within(dialog).getByLabelText('Main Image'), image);
    await user.upload(within(dialog).getByLabelText('Logo'), logo);
    await user.click(within(dialog).getByRole('button', { name: '+ Add Benefit' }));
    await user.type(within(dialog).getByLabelText('Benefit 1'), 'Free delivery');
    await user.click(within(dialog).getByRole('button', { name: '+ Add Benefit' }));
    await user.type(within(dialog).getByLabelText('Benefit 2'), 'Gone soon');
    await user.click(within(dialog).getByRole('button', { name: 'Remove benefit 2' }));
    await user.type(within(dialog).getByLabelText('Deadline'), 'May 30, 2027');

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Link must be a valid http or https URL')).toBeInTheDocument();
    expect(saveHandler).not.toHaveBeenCalled();

    const link = within(dialog).getByLabelText(/^Link/);
    await user.clear(link);
    await user.type(link, 'https://boighor.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Affiliate' })).not.toBeInTheDocument());
    expect(saveHandler).toHaveBeenCalledWith({
      id: undefined,
      fields: {
        name: 'BoiGhor',
        title: '20% off',
        description: 'Books',
        link: 'https://boighor.example.com',
        benefits: ['Free delivery'],
        promocode: 'SHIKHON',
        deadline: 'May 30, 2027',
      },
      image,
      logo,
    });
    expect(await screen.findByText('Affiliate created successfully')).toBeInTheDocument();
    expect(screen.getByText('BoiGhor')).toBeInTheDocument();
  });

  it('edits one with its values; images are optional and sent only when chosen; a failure shows the server message', async () => {
    let fail = true;
    const { user, saveHandler } = renderPage({
      save: async ({ id, fields }) => {
        if (fail) throw new ApiError('Link must be a valid http or https URL', 400, true);
        return { message: 'Affiliate updated successfully', data: affiliate(1, { _id: id!, ...fields }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Partner 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Affiliate' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Partner 1');
    expect(within(dialog).getByLabelText('Benefit 1')).toHaveValue('Free delivery');
    expect(within(dialog).getByLabelText('Promo Code')).toHaveValue('SHIKHON');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    const title = within(dialog).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Offer one');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Link must be a valid http or https URL')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Affiliate' })).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Affiliate updated successfully')).toBeInTheDocument();
    expect(screen.getByText('Offer one')).toBeInTheDocument();
    expect(saveHandler).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a1', image: null, logo: null }));
  });

  it('falls back to "Error saving affiliate" when the server gave no message', async () => {
    const { user } = renderPage({ save: () => Promise.reject(new ApiError('fetch failed', 0, false)) });
    await user.click(await screen.findByRole('button', { name: 'Edit Partner 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Affiliate' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Error saving affiliate')).toBeInTheDocument();
  });

  it('deletes after the confirm, with the toasts', async () => {
    let fail = true;
    const { user, removeHandler } = renderPage({
      remove: async () => {
        if (fail) throw new ApiError('boom', 500, true);
        return { message: 'Affiliate deleted successfully' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Partner 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete Partner 2? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete affiliate')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Affiliate deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Partner 2')).not.toBeInTheDocument());
    expect(removeHandler).toHaveBeenLastCalledWith('a2');
  });
});
