import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { ADMIN, adminLogsIn } from '../support/admin';
import { bearer } from '../support/member';

type Fee = { _id: string; tutorName: string | null; jobNumber: number | null; balance: number; ledgerStatus: string };

/** The owner's token, through the same login call the admin screen makes. */
async function ownerToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/auth/login', { data: { emailOrPhone: ADMIN.email, password: ADMIN.password, userType: 'admin' } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { user: { token: string } }).user.token;
}

async function signsIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Paid on the row's status select, then the dialog: bKash, the reference and (for a part) the amount. */
async function recordsBkash(page: Page, fee: Fee, reference: string, amount?: number): Promise<void> {
  const status = page.getByRole('combobox', { name: `Status for payment of ${fee.tutorName}, tuition SK-${fee.jobNumber}` });
  await expect(status).toHaveValue('Due');
  await status.selectOption('Paid');
  const dialog = page.getByRole('dialog', { name: 'Record a payment' });
  await dialog.getByLabel('Method').selectOption('bKash');
  await dialog.getByLabel('Transaction reference').fill(reference);
  if (amount !== undefined) await dialog.getByLabel('Amount (Tk)').fill(String(amount));
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Payment status updated successfully').first()).toBeVisible();
}

test('finance records a partial bKash payment and the rest, exports both in the CSV, and the owner sees both in the activity log and the fee\'s history', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = bearer(await ownerToken(request));

  // 1. The owner creates a finance staff member.
  const finance = { name: 'Farida Finance', email: `finance-${Date.now()}@staff.shikhon.test`, password: 'Finance@123' };
  const created = await request.post('/api/admin/staff', { headers: owner, data: { ...finance, role: 'finance' } });
  expect(created.status(), await created.text()).toBe(201);

  // A Due fee of the seed on the Due list's first page, with a balance to split.
  const due = await request.get('/api/payments?status=Due&page=1&limit=20', { headers: owner });
  expect(due.status(), await due.text()).toBe(200);
  const fee = ((await due.json()) as { data: Fee[] }).data.find(
    (row) => row.tutorName && row.jobNumber !== null && row.ledgerStatus === 'Due' && row.balance >= 2,
  );
  expect(fee, 'the seed has a Due fee with a balance').toBeTruthy();
  const first = Math.floor(fee!.balance / 2);
  const rest = fee!.balance - first;

  // 2. Finance signs in at /admin/login: the sidebar offers payments, not the owner's activity log.
  await signsIn(page, finance.email, finance.password);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Payment info' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Activity log' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Tuitions' })).toHaveCount(0);

  // 3. A partial bKash payment, then the rest.
  await nav.getByRole('link', { name: 'Payment info' }).click();
  await page.getByRole('button', { name: 'Due', exact: true }).click();
  const stamp = Date.now();
  const references = [`BKP${stamp}A`, `BKP${stamp}B`];
  await recordsBkash(page, fee!, references[0], first);
  const afterPart = await request.get(`/api/payments/${fee!._id}/ledger`, { headers: owner });
  expect(((await afterPart.json()) as { payment: Fee }).payment).toMatchObject({ balance: rest, ledgerStatus: 'Partially paid' });
  await page.reload();
  await recordsBkash(page, fee!, references[1]);
  const afterAll = await request.get(`/api/payments/${fee!._id}/ledger`, { headers: owner });
  expect(((await afterAll.json()) as { payment: Fee }).payment).toMatchObject({ balance: 0, ledgerStatus: 'Paid' });

  // 4. The CSV of today's entries holds both payments.
  const today = new Date().toISOString().slice(0, 10);
  const exporter = page.getByRole('region', { name: 'Export the ledger' });
  await exporter.getByLabel('Entries from').fill(today);
  await exporter.getByLabel('Entries to').fill(today);
  const downloading = page.waitForEvent('download');
  await exporter.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ledger-${today}-to-${today}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  for (const reference of references) expect(csv).toContain(reference);
  await page.evaluate(() => localStorage.clear());

  // 5. The owner sees both payments in /admin/activity, by finance, on the fee's record.
  await adminLogsIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity log' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await page.getByRole('combobox', { name: 'Record type' }).click();
  await page.getByRole('option', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/recordType=payment/);
  const rows = page.getByRole('table', { name: 'Activity log' }).getByRole('row').filter({ hasText: fee!._id });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toContainText(finance.email);
  await expect(rows.first()).toContainText('Paid');

  // 6. The fee's own history: its History dialog on the payment info page lists the same two payments.
  await page.goto('/admin/payment-info?status=Paid');
  await page.getByRole('button', { name: `History of payment of ${fee!.tutorName}, tuition SK-${fee!.jobNumber}` }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByText('payment.paid')).toHaveCount(2);
  await expect(history.getByText(finance.email).first()).toBeVisible();
});
