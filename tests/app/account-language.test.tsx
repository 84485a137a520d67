import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountLanguage } from '@/app/entrypoint/account-language';
import { useSessionCommands, type SessionUser } from '@/entities/session';
import { chooseLanguage } from '@/features/switch-language';
import { $authToken, ApiError, authApi } from '@/shared/api';
import bangla from '@/shared/i18n/locales/bn/messages.json';
import { i18n } from '@/shared/i18n';
import { renderWithProviders } from '../render';

// Issue 16: the account keeps the member's language. At sign-in the screen switches to it; while signed in, the
// language switch saves the choice on the account; every API call says the language on screen. Only fetch is faked.

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function SignIn({ user }: { user: SessionUser & { language?: 'en' | 'bn' } }) {
  useAccountLanguage();
  const { logIn } = useSessionCommands();
  return (
    <button type="button" onClick={() => logIn(user)}>
      Sign in
    </button>
  );
}

const guardian = { id: 'g-1', name: 'Rahima Akter', userType: 'student' as const, token: 'member-token' };

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => answer({ message: 'ok', language: 'en' }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const languageCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).endsWith('/api/me/language'));

describe("the account's language", () => {
  it('switches the screen to the language of the account at sign-in', async () => {
    const { user } = renderWithProviders(<SignIn user={{ ...guardian, language: 'bn' }} />);
    expect(i18n.language).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(i18n.language).toBe('bn'));
    // Switching to the account's own language is not a new choice to save.
    expect(languageCalls()).toHaveLength(0);
  });

  it('keeps the screen as it is for an account without a language', async () => {
    const { user } = renderWithProviders(<SignIn user={guardian} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(languageCalls()).toHaveLength(0);
  });

  it('saves the choice of the switch on the account while signed in, and not for a guest', async () => {
    const { user, scope } = renderWithProviders(<SignIn user={guardian} />);
    await act(() => chooseLanguage('bn'));
    expect(languageCalls()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The session hands its token to the request layer of its scope.
    await waitFor(() => expect(scope.getState($authToken)).toBe('member-token'));
    await act(() => chooseLanguage('en'));
    await waitFor(() => expect(languageCalls()).toHaveLength(1));
    const [, init] = languageCalls()[0]!;
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ language: 'en' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer member-token');
  });
});

describe('every API call', () => {
  it('sends the language on screen as Accept-Language', async () => {
    await i18n.changeLanguage('bn');
    await authApi.logout().catch(() => undefined);
    await i18n.changeLanguage('en');
    await authApi.logout().catch(() => undefined);
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
    expect(sent).toEqual(['bn', 'en']);
  });

  it("reads a refusal the server wrote in Bangla as its English key, so screens compare and translate it as before", async () => {
    const words = bangla as Record<string, string>;
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ message: words['You have already applied for this tuition'] }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await i18n.changeLanguage('bn');
    const error = await authApi.logout().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('You have already applied for this tuition');
  });
});
