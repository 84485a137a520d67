import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentsFlowProvider, DocumentsPanel } from '@/pages/update-profile';
import { ApiError } from '@/shared/api';
import { DOCUMENT_MAX_BYTES } from '@/shared/config';
import { imageFile, pendingDocuments, verifiedDocuments } from '../../stories/features/edit-tutor-profile/fixtures';
import { documentsLogic, type DocumentCalls } from '../../stories/features/upload-documents/stand-ins';
import { renderWithProviders } from '../render';

// An upload answers at once (no progress) unless a test says otherwise.
function renderPanel({ upload = async () => ({ documents: pendingDocuments }), ...behaviour }: DocumentCalls = {}) {
  const { logic, uploads } = documentsLogic({ upload, ...behaviour });
  const rendered = renderWithProviders(
    <DocumentsFlowProvider userId="u-tutor-1" logic={logic}>
      <DocumentsPanel />
    </DocumentsFlowProvider>,
  );
  // accept="image/png,image/jpeg" would make user-event drop other files before the app sees them.
  const user = userEvent.setup({ applyAccept: false });
  return { ...rendered, user, uploads };
}

const fileInput = (kind: 'nationalId' | 'institutionId') => {
  const input = document.querySelector<HTMLInputElement>(`input[type="file"][data-document="${kind}"]`);
  if (!input) throw new Error(`no file input for ${kind}`);
  return input;
};
// Toasts are alerts too: this is the panel's own message.
const inlineAlert = () => {
  const alerts = screen.getAllByRole('alert').filter((alert) => !alert.hasAttribute('data-toast'));
  expect(alerts).toHaveLength(1);
  return alerts[0]!;
};
const submitButton = () => screen.getByRole('button', { name: /Submit Documents for Verification/ });

afterEach(() => {
  act(() => notifications.clean());
});

describe('DocumentsPanel', () => {
  it('labels both uploads and accepts only PNG and JPEG images', async () => {
    renderPanel();
    expect(await screen.findByRole('button', { name: /National ID\/Birth Certificate/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Institution ID/ })).toBeInTheDocument();
    expect(fileInput('nationalId')).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    ['nationalId', 'National ID/Birth Certificate image must be less than 5MB'],
    ['institutionId', 'Institution ID image must be less than 5MB'],
  ] as const)('refuses a %s image over 5 MB', async (kind, message) => {
    const { user } = renderPanel();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.upload(fileInput(kind), imageFile('big.png', 'image/png', DOCUMENT_MAX_BYTES + 1));
    expect(await screen.findByText(message)).toBeInTheDocument();
    // Exactly 5 MB is fine.
    await user.upload(fileInput(kind), imageFile('ok.png', 'image/png', DOCUMENT_MAX_BYTES));
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    expect(screen.getByText('New image, not submitted yet')).toBeInTheDocument();
  });

  it('refuses a file that is not a PNG, JPG or JPEG image', async () => {
    const { user } = renderPanel();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.upload(fileInput('nationalId'), imageFile('nid.pdf', 'application/pdf'));
    expect(await screen.findByText('National ID/Birth Certificate must be a PNG or JPG image')).toBeInTheDocument();
    await user.upload(fileInput('institutionId'), imageFile('card.gif', 'image/gif'));
    expect(await screen.findByText('Institution ID must be a PNG or JPG image')).toBeInTheDocument();
  });

  it('requires both documents', async () => {
    const { user, uploads } = renderPanel();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.upload(fileInput('nationalId'), imageFile('nid.png'));
    await user.click(submitButton());
    await waitFor(() =>
      expect(inlineAlert()).toHaveTextContent('Both National ID/Birth Certificate and Institution ID are required'),
    );
    expect(uploads).toEqual([]);
  });

  it('uploads both with a progress bar, then says they are pending', async () => {
    let finish!: () => void;
    const { user, uploads } = renderPanel({
      upload: (input) =>
        new Promise((resolve) => {
          input.onProgress({ loaded: 50, total: 100 });
          finish = () => resolve({ documents: pendingDocuments });
        }),
    });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    const nid = imageFile('nid.png');
    const card = imageFile('card.jpg', 'image/jpeg');
    await user.upload(fileInput('nationalId'), nid);
    await user.upload(fileInput('institutionId'), card);
    await user.click(submitButton());

    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Uploading... 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Uploading\.\.\./ })).toBeDisabled();
    expect(uploads[0]?.files).toEqual({ nationalId: nid, institutionId: card });

    act(() => finish());
    expect(await screen.findByText('Your documents have been uploaded and are pending verification.')).toBeInTheDocument();
    expect(await screen.findByText('Documents uploaded successfully! They will be verified by our team.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
    // Stored and nothing new chosen: nothing to submit.
    expect(submitButton()).toBeDisabled();
  });

  it("shows the server's text when the upload is refused, else the fallback", async () => {
    let attempt = 0;
    const { user } = renderPanel({
      upload: () =>
        Promise.reject(
          ++attempt === 1 ? new ApiError('Institution ID is not an image', 400, true) : new ApiError('Network error', 0, false),
        ),
    });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.upload(fileInput('nationalId'), imageFile('nid.png'));
    await user.upload(fileInput('institutionId'), imageFile('card.png'));
    await user.click(submitButton());
    await waitFor(() => expect(inlineAlert()).toHaveTextContent('Institution ID is not an image'));
    expect(screen.getByText('Institution ID is not an image', { selector: '[data-toast] *' })).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(inlineAlert()).toHaveTextContent('Failed to upload documents. Please try again.'));
  });

  it('shows the stored images of pending documents from their signed paths', async () => {
    renderPanel({ loadStatus: async () => pendingDocuments });
    expect(await screen.findByText('Your documents have been uploaded and are pending verification.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'National ID/Birth Certificate on file' })).toHaveAttribute(
      'src',
      pendingDocuments.nationalIdPath,
    );
    expect(screen.getByRole('img', { name: 'Institution ID on file' })).toHaveAttribute('src', pendingDocuments.institutionIdPath);
  });

  it('disables the button as "Documents Verified ✓" once verified', async () => {
    renderPanel({ loadStatus: async () => verifiedDocuments });
    expect(await screen.findByText('Your documents have been verified!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Documents Verified ✓' })).toBeDisabled();
  });
});
