import { act, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { createWatch, fork, scopeBind } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { z } from 'zod';
import { loginMachine, type LoginInput, type LoginOutput } from '@machines/login';
import { readStoredSession, userLoggedIn, useSessionUser, type SessionUser } from '@/entities/session';
import { LoginForm } from '@/pages/login';
import { $authToken, ApiError, authTokenRejected, callInScope, request } from '@/shared/api';
import { renderWithProviders } from '../render';

// An expired or revoked session is handled once, in the request layer and the session machine: any call
// made with the member's token that the server answers 401 ends the session, opens /login with the notice,
// and the next login returns to the page the member was on. Only fetch is faked.

const guardian: SessionUser = { id: 'g-1', name: 'Rahima Akter', userType: 'student', token: 'expired-token' };
const fresh: LoginOutput = { user: { id: 'g-1', name: 'Rahima Akter', userType: 'student', token: 'fresh-token' } };

const listSchema = z.object({ requests: z.array(z.string()) });

/** A member page that loads its data through the request layer, as every page does. */
function MyRequestsPage() {
  const user = useSessionUser();
  const [text, setText] = useState('Loading…');
  useEffect(() => {
    if (!user) return;
    request(listSchema, '/api/me/requests?page=2')
      .then((data) => setText(`${data.requests.length} requests`))
      .catch((error: unknown) => setText(error instanceof ApiError ? error.message : 'failed'));
  }, [user]);
  return <p>{text}</p>;
}

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderMemberArea(login: (input: LoginInput) => Promise<LoginOutput> = async () => fresh) {
  return renderWithProviders(<MyRequestsPage />, {
    session: guardian,
    route: '/studentPostedJobs/g-1?page=2',
    path: '/studentPostedJobs/:id',
    routes: [
      {
        path: '/login',
        element: (
          <LoginForm logic={loginMachine.provide({ actors: { login: fromPromise(({ input }) => login(input)) } })} />
        ),
      },
      { path: '/dashboard/:id', element: <p>Dashboard page</p> },
    ],
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('an expired session', () => {
  it('takes the member to /login with the notice, clears the session, and returns to the page after login', async () => {
    fetchMock.mockImplementation(async (_input, init) => {
      const auth = new Headers(init?.headers).get('Authorization');
      if (auth === 'Bearer fresh-token') return answer(200, { requests: ['a', 'b'] });
      return answer(401, { message: 'Your session has expired. Please log in again.' });
    });
    const { router, storage, user, scope } = renderMemberArea();

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const form = await screen.findByRole('form', { name: 'Login' });
    expect(within(form).getByRole('status')).toHaveTextContent('Your session has expired. Please log in again.');
    expect(readStoredSession(storage)).toBeNull();
    expect(scope.getState($authToken)).toBeNull();
    // The page's own error never shows a status code; the login form is what the member sees.
    expect(screen.queryByText(/401|Unauthorized/)).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Email or Phone' }), 'guardian@shikhon.test');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Guardian@123');
    await user.click(screen.getByRole('button', { name: 'Login as a Guardian/Student' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/studentPostedJobs/g-1'), { timeout: 3000 });
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByText('2 requests')).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
  });

  it('handles several 401s at once as one expiry', async () => {
    fetchMock.mockImplementation(async () => answer(401, { message: 'Your session has ended. Please log in again.' }));
    const { router } = renderMemberArea();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const entries = router.state.historyAction;
    // More calls answered 401 after the session ended change nothing (they carried no current token).
    await act(async () => {
      await Promise.allSettled([request(listSchema, '/api/me/requests'), request(listSchema, '/api/me/requests')]);
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe(entries);
  });

  it('a wrong password at login (401 without a token) is the login form\'s error, not an expiry', async () => {
    fetchMock.mockImplementation(async () => answer(401, { message: 'Invalid email/phone or password' }));
    const { router } = renderWithProviders(<MyRequestsPage />, { route: '/login', path: '/login' });
    await act(async () => {
      await request(listSchema, '/api/auth/login', { method: 'POST', body: {} }).catch(() => {});
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
  });
});

describe('a 401 in a scope (every call of the request layer, the document upload too)', () => {
  it("ends that scope's session only for a 401 to its current token", async () => {
    // Each call is answered 401 when the test lets it go, so a token can be replaced while a call is out.
    const held: Array<() => void> = [];
    fetchMock.mockImplementation(
      () => new Promise((resolve) => held.push(() => resolve(answer(401, { message: 'Your session has ended. Please log in again.' })))),
    );
    const scope = fork({ values: [[$authToken, 'older-token']] });
    const other = fork({ values: [[$authToken, 'current-token']] });
    const expired = vi.fn();
    const expiredElsewhere = vi.fn();
    const stop = createWatch({ unit: authTokenRejected, fn: expired, scope });
    const stopOther = createWatch({ unit: authTokenRejected, fn: expiredElsewhere, scope: other });
    const call = (where = scope) => callInScope(where, () => request(listSchema, '/api/me/requests')).catch((error: unknown) => error);
    try {
      // Sent with the older token, answered after the session moved on to another one: not this session's.
      const older = call();
      await vi.waitFor(() => expect(held).toHaveLength(1));
      scopeBind(userLoggedIn, { scope })({ ...guardian, token: 'current-token' });
      expect(scope.getState($authToken)).toBe('current-token');
      held.shift()!();
      expect(await older).toMatchObject({ status: 401 });
      expect(expired).not.toHaveBeenCalled();

      // Sent with the current token: the session expired. The other scope, with the same token, is not told.
      const current = call();
      await vi.waitFor(() => expect(held).toHaveLength(1));
      held.shift()!();
      expect(await current).toMatchObject({ status: 401 });
      expect(expired).toHaveBeenCalledOnce();
      expect(expiredElsewhere).not.toHaveBeenCalled();

      // Sent without a token (a guest's scope, e.g. a wrong password at login): nothing to end.
      const guest = fork();
      const stopGuest = createWatch({ unit: authTokenRejected, fn: expiredElsewhere, scope: guest });
      const asGuest = call(guest);
      await vi.waitFor(() => expect(held).toHaveLength(1));
      held.shift()!();
      expect(await asGuest).toMatchObject({ status: 401 });
      stopGuest();
      expect(expiredElsewhere).not.toHaveBeenCalled();
      expect(new Headers(fetchMock.mock.calls[2]?.[1]?.headers).get('Authorization')).toBeNull();
    } finally {
      stop();
      stopOther();
    }
  });
});
