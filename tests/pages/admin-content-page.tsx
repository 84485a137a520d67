// Renders an admin content page (testimonials, affiliates) signed in as an admin, with its list, save and
// delete calls answered by the test; the save and delete handlers come back as mocks to inspect.
import { fork, type Effect } from 'effector';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { ApiError, MessageResponse } from '@/shared/api';
import { renderWithProviders } from '../render';

export const ADMIN_SESSION = { id: 'a1', name: 'Admin', token: 't0k3n', userType: 'admin' as const };

export interface ContentPageCalls<List, Save, Saved> {
  load: () => Promise<List>;
  save: (params: Save) => Promise<Saved>;
  remove: (id: string) => Promise<MessageResponse>;
}

export interface ContentPageEffects<List, Save, Saved> {
  load: Effect<void, List, ApiError>;
  save: Effect<Save, Saved, ApiError>;
  remove: Effect<string, MessageResponse, ApiError>;
}

export function renderContentPage<List, Save, Saved>(
  page: ReactElement,
  route: string,
  effects: ContentPageEffects<List, Save, Saved>,
  calls: ContentPageCalls<List, Save, Saved>,
) {
  const saveHandler = vi.fn(calls.save);
  const removeHandler = vi.fn(calls.remove);
  const scope = fork({
    handlers: [
      [effects.load, calls.load],
      [effects.save, saveHandler],
      [effects.remove, removeHandler],
    ],
  });
  return { ...renderWithProviders(page, { route, session: ADMIN_SESSION, scope }), saveHandler, removeHandler };
}
