import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** A valid 1×1 PNG (a single opaque pixel): small, real image content the server checks by bytes. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

export type ApiSession = { id: string; token: string };

/** Logs in through the API and answers the account id and its bearer token. */
export async function logInThroughApi(
  request: APIRequestContext,
  account: { email: string; password: string; userType: 'tutor' | 'student' | 'admin' },
): Promise<ApiSession> {
  const answer = await request.post('/api/auth/login', {
    data: { emailOrPhone: account.email, password: account.password, userType: account.userType },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { user } = (await answer.json()) as { user: { id: string; token: string } };
  return { id: user.id, token: user.token };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * Chooses an option in a Mantine Select inside `scope` (a step or fieldset where the label repeats):
 * open it, type when it is searchable, pick the option from the dropdown.
 */
export async function pickIn(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const box = scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByRole('combobox', { name: label, exact: true }));
  await box.first().click();
  if (await box.first().isEditable()) await box.first().fill(option);
  await page.getByRole('option', { name: option, exact: true }).first().click();
  await expect(box.first()).toHaveValue(option);
}

/** Picks one value in a Mantine MultiSelect inside `scope`, then closes its dropdown. */
export async function pickManyIn(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const box = scope.getByRole('textbox', { name: label, exact: true }).or(scope.getByRole('combobox', { name: label, exact: true }));
  await box.first().click();
  await box.first().fill(option);
  await page.getByRole('option', { name: option, exact: true }).first().click();
  await page.keyboard.press('Escape');
}

/** Uploads both identity documents (one-pixel PNGs, real image content) for the signed-in tutor. */
export async function uploadDocumentsThroughApi(request: APIRequestContext, session: ApiSession): Promise<void> {
  const uploaded = await request.post(`/api/documents/${session.id}/upload`, {
    headers: bearer(session.token),
    multipart: {
      nationalId: { name: 'national-id.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
      institutionId: { name: 'institution-id.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
}
