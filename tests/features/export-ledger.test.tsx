import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExportLedgerCsv } from '@/pages/admin-payment-info';
import { ApiError } from '@/shared/api';
import { renderWithProviders } from '../render';

describe('the ledger CSV export', () => {
  it('downloads the entries of the chosen days as ledger-<from>-to-<to>.csv', async () => {
    const load = vi.fn(async () => new Blob(['kind,amount\r\n'], { type: 'text/csv' }));
    const createObjectURL = vi.fn(() => 'blob:ledger');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { user } = renderWithProviders(<ExportLedgerCsv load={load} />);
    const region = screen.getByRole('region', { name: 'Export the ledger' });
    await user.clear(within(region).getByLabelText('Entries from'));
    await user.type(within(region).getByLabelText('Entries from'), '2026-05-01');
    await user.clear(within(region).getByLabelText('Entries to'));
    await user.type(within(region).getByLabelText('Entries to'), '2026-05-31');
    await user.click(within(region).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['ledger-2026-05-01-to-2026-05-31.csv']));
    expect(load).toHaveBeenCalledWith('2026-05-01', '2026-05-31');
    click.mockRestore();
  });

  it('refuses an end before the start, and shows the server refusing in words', async () => {
    const load = vi.fn(() => Promise.reject(new ApiError('from must not be after to', 400, true)));
    const { user } = renderWithProviders(<ExportLedgerCsv load={load} />);
    await user.clear(screen.getByLabelText('Entries from'));
    await user.type(screen.getByLabelText('Entries from'), '2026-06-10');
    await user.clear(screen.getByLabelText('Entries to'));
    await user.type(screen.getByLabelText('Entries to'), '2026-06-01');
    expect(screen.getByText('The end date is before the start date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Entries to'));
    await user.type(screen.getByLabelText('Entries to'), '2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('from must not be after to');
  });
});
