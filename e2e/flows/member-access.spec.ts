import { expect, test, type APIRequestContext } from '../support/test';
import { logInThroughUi, registerThroughApi, type NewAccount } from '../support/auth';
import { bearer, logInThroughApi, ONE_PIXEL_PNG, uploadDocumentsThroughApi, type ApiSession } from '../support/member';

const GUARDIAN = { email: 'guardian@shikhon.test', password: 'Guardian@123', userType: 'student' } as const;
const ADMIN = { email: 'admin@shikhon.test', password: 'Admin@Shikhon1', userType: 'admin' } as const;

type DocumentStatus = {
  nationalIdUploaded: boolean;
  institutionIdUploaded: boolean;
  documentsVerified: boolean;
  nationalIdPath: string | null;
  institutionIdPath: string | null;
};

/** A tutor with a profile and both documents on file, set up through the real API. */
async function tutorWithDocuments(request: APIRequestContext, name: string): Promise<{ account: NewAccount; session: ApiSession }> {
  const account = await registerThroughApi(request, 'tutor', name);
  const session = await logInThroughApi(request, account);
  const initialized = await request.post(`/api/tutors/${session.id}/profile/initialize`, { headers: bearer(session.token) });
  expect([200, 201], await initialized.text()).toContain(initialized.status());
  await uploadDocumentsThroughApi(request, session);
  return { account, session };
}

async function documentStatus(request: APIRequestContext, id: string, token: string): Promise<DocumentStatus> {
  const answer = await request.get(`/api/documents/${id}/status`, { headers: bearer(token) });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { documents: DocumentStatus }).documents;
}

/** The same signed path with one character of its signature changed. */
function tamperSignature(path: string): string {
  const dot = path.lastIndexOf('.');
  const first = path[dot + 1];
  return `${path.slice(0, dot + 1)}${first === 'A' ? 'B' : 'A'}${path.slice(dot + 2)}`;
}

test.describe('a tutor profile and documents belong to their tutor', () => {
  test('a second tutor, a guardian and a guest cannot open the first tutor\'s profile page', async ({ page, request }) => {
    const { session: first } = await tutorWithDocuments(request, 'First Tutor');
    const second = await registerThroughApi(request, 'tutor', 'Second Tutor');

    // A guest is sent to /login.
    await page.goto(`/update-profile/${first.id}`);
    await expect(page).toHaveURL(/\/login$/);

    // The second tutor, logged in, is sent to /login too, while their own page opens.
    await logInThroughUi(page, second);
    const secondId = /\/dashboard\/([\w-]+)$/.exec(page.url())?.[1];
    expect(secondId).toBeTruthy();
    expect(secondId).not.toBe(first.id);
    await page.goto(`/update-profile/${first.id}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Update Tutor Profile' })).toHaveCount(0);
    await page.goto(`/update-profile/${secondId}`);
    await expect(page.getByRole('heading', { name: 'Update Tutor Profile' })).toBeVisible();

    // A guardian likewise (after the tutor logs out from the menu).
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughUi(page, GUARDIAN);
    await page.goto(`/update-profile/${first.id}`);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the API refuses another tutor, a guardian and a guest the first tutor\'s profile and documents', async ({
    request,
  }) => {
    const { session: first } = await tutorWithDocuments(request, 'Owner Tutor');
    const secondAccount = await registerThroughApi(request, 'tutor', 'Curious Tutor');
    const second = await logInThroughApi(request, secondAccount);
    const guardian = await logInThroughApi(request, GUARDIAN);
    const profilePath = `/api/tutors/${first.id}/profile`;
    const statusPath = `/api/documents/${first.id}/status`;

    // The owner reads both.
    expect((await request.get(profilePath, { headers: bearer(first.token) })).status()).toBe(200);
    expect((await request.get(statusPath, { headers: bearer(first.token) })).status()).toBe(200);

    for (const [who, token] of [
      ['second tutor', second.token],
      ['guardian', guardian.token],
    ] as const) {
      for (const path of [profilePath, statusPath]) {
        const answer = await request.get(path, { headers: bearer(token) });
        expect(answer.status(), `${who} GET ${path}: ${await answer.text()}`).toBe(403);
        expect(await answer.text()).not.toContain('/api/documents/file/');
      }
    }
    for (const path of [profilePath, statusPath]) {
      const answer = await request.get(path);
      expect(answer.status(), `guest GET ${path}`).toBe(401);
    }

    // Nor may the second tutor write over them.
    const upload = await request.post(`/api/documents/${first.id}/upload`, {
      headers: bearer(second.token),
      multipart: { nationalId: { name: 'x.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG } },
    });
    expect(upload.status()).toBe(403);

    // An admin may read them (the verification team).
    const admin = await logInThroughApi(request, ADMIN);
    const byAdmin = await documentStatus(request, first.id, admin.token);
    expect(byAdmin.nationalIdUploaded && byAdmin.institutionIdUploaded).toBe(true);
  });

  test('signed paths serve the tutor their own image and stop working when tampered with', async ({ request }) => {
    const { session } = await tutorWithDocuments(request, 'Signed Tutor');
    const status = await documentStatus(request, session.id, session.token);
    expect(status).toMatchObject({ nationalIdUploaded: true, institutionIdUploaded: true, documentsVerified: false });
    const paths = [status.nationalIdPath, status.institutionIdPath];

    for (const path of paths) {
      expect(path).toMatch(/^\/api\/documents\/file\/[^/]+$/);
      const image = await request.get(path!);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(Buffer.compare(await image.body(), ONE_PIXEL_PNG)).toBe(0);

      const tampered = await request.get(tamperSignature(path!));
      expect(tampered.status(), `tampered ${path}`).toBe(403);
    }
    // A signature taken from one document does not open the other's payload either.
    const [nationalId, institutionId] = paths as [string, string];
    const swapped = `${nationalId.slice(0, nationalId.lastIndexOf('.'))}${institutionId.slice(institutionId.lastIndexOf('.'))}`;
    expect((await request.get(swapped)).status()).toBe(403);
  });
});
