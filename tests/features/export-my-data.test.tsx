import { screen } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DownloadMyData,
  EXPORT_FAILED,
  exportFileName,
  fetchMyDataFx,
  saveMyDataFx,
} from '@/pages/update-profile';
import { ApiError, EXPORT_FORMAT, type MemberExport } from '@/shared/api';
import { renderWithProviders } from '../render';

const data: MemberExport = {
  format: EXPORT_FORMAT,
  exportedAt: '2026-03-05T08:30:00.000Z',
  account: {
    id: '3f0c6a2e-7b1d-4c5e-9a8f-1b2c3d4e5f60',
    name: 'Farhana Akter',
    email: 'farhana@example.com',
    phone: '01898000772',
    userType: 'tutor',
    gender: 'Female',
    studentId: null,
    tutorId: 1042,
    isVerified: false,
    isAvailable: true,
    isPremium: false,
    isFeatured: false,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-01-02T10:00:00.000Z',
  },
  studentProfile: null,
  tutorProfile: null,
  tutorRequests: [],
  jobs: [],
  applications: [],
  payments: [],
  sessions: [],
};

function renderDownload(fetch: () => Promise<MemberExport>) {
  const saved: MemberExport[] = [];
  const fetchHandler = vi.fn(fetch);
  const scope = fork({
    handlers: [
      [fetchMyDataFx, fetchHandler],
      [
        saveMyDataFx,
        (value: MemberExport) => {
          saved.push(value);
          return exportFileName(value);
        },
      ],
    ],
  });
  return { ...renderWithProviders(<DownloadMyData />, { scope }), saved, fetchHandler };
}

afterEach(() => vi.restoreAllMocks());

describe('Download my data', () => {
  it('shows "Preparing your data..." while the server gathers it, then saves the file and names it', async () => {
    let release: (value: MemberExport) => void = () => {};
    const { user, saved, fetchHandler } = renderDownload(() => new Promise((resolve) => (release = resolve)));
    expect(screen.getByRole('region', { name: 'Your data' })).toHaveTextContent('Passwords and where your documents are stored are never included.');
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const busy = await screen.findByRole('button', { name: /Preparing your data/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(fetchHandler).toHaveBeenCalledTimes(1);

    release(data);
    expect(await screen.findByRole('status')).toHaveTextContent('Your data was downloaded as shikhon-my-data-1042-2026-03-05.json.');
    expect(saved).toEqual([data]);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it("shows the server's reason, and the button tries again", async () => {
    const fetch = vi
      .fn<() => Promise<MemberExport>>()
      .mockRejectedValueOnce(new ApiError('Your session has expired. Please log in again.', 401, true))
      .mockResolvedValueOnce(data);
    const { user, saved } = renderDownload(fetch);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has expired. Please log in again.');
    expect(saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent('shikhon-my-data-1042-2026-03-05.json');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says so in plain words when the server cannot be reached', async () => {
    const { user } = renderDownload(() => Promise.reject(new ApiError('Failed to fetch', 0, false)));
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPORT_FAILED);
  });

  it('saves the answer as a JSON file through a temporary link, then lets the link go', async () => {
    const blobs: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const revokeObjectURL = vi.fn();
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:shikhon-export';
    };
    URL.revokeObjectURL = revokeObjectURL;
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    vi.useFakeTimers();
    try {
      const result = await allSettled(saveMyDataFx, { scope: fork(), params: data });
      expect(result).toEqual({ status: 'done', value: 'shikhon-my-data-1042-2026-03-05.json' });
      expect(clicked).toHaveLength(1);
      expect(clicked[0]!.download).toBe('shikhon-my-data-1042-2026-03-05.json');
      expect(clicked[0]!.href).toBe('blob:shikhon-export');
      expect(clicked[0]!.isConnected).toBe(false);
      expect(blobs[0]!.type).toBe('application/json');
      expect(JSON.parse(await blobs[0]!.text())).toEqual(data);
      expect(revokeObjectURL).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:shikhon-export');
    } finally {
      vi.useRealTimers();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });
});
