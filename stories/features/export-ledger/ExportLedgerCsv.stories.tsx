import type { Meta } from '@storybook/react-vite';
import { ExportLedgerCsv } from '@/pages/admin-payment-info';
import { ApiError } from '@/shared/api';

// Finance's CSV export of the ledger (the payment info page), without a server.
const meta = {
  title: 'Features/ExportLedgerCsv',
  component: ExportLedgerCsv,
  args: { load: async () => new Blob(['kind,amount\r\n'], { type: 'text/csv' }) },
  parameters: { route: '/admin/payment-info' },
} satisfies Meta<typeof ExportLedgerCsv>;
export default meta;

/** This month so far, ready to download. */
export const Ready = {};

/** A download the server refuses shows its sentence (click Download CSV). */
export const Refused = { args: { load: () => Promise.reject(new ApiError('from must not be after to', 400, true)) } };
