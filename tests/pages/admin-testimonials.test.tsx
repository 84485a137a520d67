import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AdminTestimonialsPage,
  deleteTestimonialFx,
  testimonialsList,
  saveTestimonialFx,
  type TestimonialSave,
} from '@/pages/admin-testimonials';
import { ApiError, type Testimonial, type TestimonialSavedResponse } from '@/shared/api';
import { renderContentPage, type ContentPageCalls } from './admin-content-page';

const testimonial = (index: number, overrides: Partial<Testimonial> = {}): Testimonial => ({
  _id: `t${index}`,
  name: `Person ${index}`,
  designation: `Designation ${index}`,
  testimonial: `Text number ${index}`,
  userType: index % 2 ? 'tutor' : 'student',
  image: null,
  createdAt: '2026-05-01T00:00:00.000Z',
  ...overrides,
});

const png = (name = 'photo.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
/** What a browser's drop event carries for one dragged file (jsdom has no DataTransfer). */
const dropped = (file: File) => ({
  files: [file],
  items: [{ kind: 'file', type: file.type, getAsFile: () => file, webkitGetAsEntry: () => null }],
  types: ['Files'],
});

function renderPage({
  load = async () => ({ testimonials: [testimonial(1), testimonial(2)] }),
  save = async ({ id, fields }: TestimonialSave): Promise<TestimonialSavedResponse> => ({
    message: id ? 'Testimonial updated successfully' : 'Testimonial added successfully',
    testimonial: testimonial(9, { _id: id ?? 'new', ...fields }),
  }),
  remove = async () => ({ message: 'Testimonial deleted successfully' }),
}: Partial<ContentPageCalls<{ testimonials: Testimonial[] }, TestimonialSave, TestimonialSavedResponse>> = {}) {
  return renderContentPage(
    <AdminTestimonialsPage />,
    '/admin/testimonials',
    { load: testimonialsList.fetchFx, save: saveTestimonialFx, remove: deleteTestimonialFx },
    { load, save, remove },
  );
}

afterEach(() => notifications.clean());

describe('admin testimonials', () => {
  it('shows a card per testimonial: name, designation, user type badge, text, delete icon and Edit', async () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Manage Testimonials' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Testimonial by Person 1' });
    for (const text of ['Person 1', 'Designation 1', 'Tutor', 'Text number 1']) expect(within(card).getByText(text)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete testimonial by Person 1' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit testimonial by Person 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Testimonial by Person 2' })).getByText('Guardian/Student')).toBeInTheDocument();
  });

  it('shows the empty state and the load failure', async () => {
    renderPage({ load: async () => ({ testimonials: [] }) });
    expect(await screen.findByText('No testimonials yet')).toBeInTheDocument();
    expect(screen.getByText('Get started by creating a new testimonial.')).toBeInTheDocument();
  });

  it('shows "Error loading testimonials" when the list cannot be loaded', async () => {
    renderPage({ load: () => Promise.reject(new ApiError('boom', 500, true)) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading testimonials');
  });

  it('creates one with a photo: required fields first, then the multipart call, the card and the modal closes', async () => {
    const { user, saveHandler } = renderPage({ load: async () => ({ testimonials: [] }) });
    await screen.findByText('No testimonials yet');
    await user.click(screen.getByRole('button', { name: 'Add New Testimonial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Testimonial' });
    expect(within(dialog).getByText('Recommended: Square image, max 2MB')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Upload Image' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Designation is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Testimonial is required')).toBeInTheDocument();
    expect(saveHandler).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/^Name/), 'Rafi');
    await user.type(within(dialog).getByLabelText(/^Designation/), 'Tutor, BUET');
    await user.type(within(dialog).getByLabelText(/^Testimonial/), 'Great.');
    await user.selectOptions(within(dialog).getByLabelText(/^User Type/), 'Tutor');

    // Past the picker's accept filter, as a drag-and-drop or another browser might.
    await userEvent
      .setup({ applyAccept: false })
      .upload(within(dialog).getByLabelText('Profile Image'), new File(['x'], 'photo.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByText('Profile image must be a PNG, JPG or WebP image')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Profile Image'), png('big.png', 2 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText('Profile image must be 2MB or smaller')).toBeInTheDocument();
    const photo = png();
    await user.upload(within(dialog).getByLabelText('Profile Image'), photo);
    expect(await within(dialog).findByRole('button', { name: 'Change Image' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Testimonial' })).not.toBeInTheDocument());
    expect(saveHandler).toHaveBeenCalledWith({
      id: undefined,
      fields: { name: 'Rafi', designation: 'Tutor, BUET', testimonial: 'Great.', userType: 'tutor' },
      image: photo,
      removeImage: false,
    });
    expect(await screen.findByRole('article', { name: 'Testimonial by Rafi' })).toBeInTheDocument();
    expect(await screen.findByText('Testimonial added successfully')).toBeInTheDocument();
  });

  it('takes a photo dropped on the image area, and shows the upload progress while it is sent', async () => {
    const { user } = renderPage({ save: () => new Promise<never>(() => {}) });
    await user.click(await screen.findByRole('button', { name: 'Add New Testimonial' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Testimonial' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Rafi');
    await user.type(within(dialog).getByLabelText(/^Designation/), 'Tutor, BUET');
    await user.type(within(dialog).getByLabelText(/^Testimonial/), 'Great.');
    const area = within(dialog).getByText('or drop an image here');
    // A dropped file goes through the same checks as a chosen one.
    fireEvent.drop(area, { dataTransfer: dropped(new File(['x'], 'photo.gif', { type: 'image/gif' })) });
    expect(await within(dialog).findByText('Profile image must be a PNG, JPG or WebP image')).toBeInTheDocument();
    fireEvent.drop(area, { dataTransfer: dropped(png()) });
    expect(await within(dialog).findByRole('button', { name: 'Change Image' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(dialog).getByText('Uploading... 0%')).toBeInTheDocument();
  });

  it('edits one with Cancel/Update and the two user types; a failure stays in the modal', async () => {
    let fail = true;
    const { user, saveHandler } = renderPage({
      save: async ({ id, fields }) => {
        if (fail) throw new ApiError('fetch failed', 0, false);
        return { message: 'Testimonial updated successfully', testimonial: testimonial(1, { _id: id!, ...fields }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit testimonial by Person 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Testimonial' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const options = within(within(dialog).getByLabelText(/^User Type/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Guardian/Student', 'Tutor']);
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Person 1');

    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Person One');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Failed to update testimonial')).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('article', { name: 'Testimonial by Person One' })).toBeInTheDocument();
    expect(saveHandler).toHaveBeenLastCalledWith(expect.objectContaining({ id: 't1', image: null, removeImage: false }));
  });

  it('shows an unexpected success message in the modal and keeps it open', async () => {
    const { user } = renderPage({ save: async () => ({ message: 'Saved with warnings', testimonial: testimonial(1) }) });
    await user.click(await screen.findByRole('button', { name: 'Edit testimonial by Person 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Testimonial' });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Saved with warnings')).toBeInTheDocument();
  });

  it('deletes after the confirm, and shows the failure toast', async () => {
    let fail = true;
    const { user, removeHandler } = renderPage({
      remove: async () => {
        if (fail) throw new ApiError('boom', 0, false);
        return { message: 'Testimonial deleted successfully' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete testimonial by Person 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this testimonial?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete testimonial')).toBeInTheDocument();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Testimonial by Person 1' })).not.toBeInTheDocument());
    expect(removeHandler).toHaveBeenLastCalledWith('t1');
    expect(await screen.findByText('Testimonial deleted successfully')).toBeInTheDocument();
  });
});
