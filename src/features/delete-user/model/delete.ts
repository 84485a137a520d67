import { createEffect } from 'effector';
import type { ApiError, MessageResponse } from '@/shared/api';
import { deleteUser } from '../api/delete-user-api';

/** Deletes one account; tests and stories answer it through a fork handler. */
export const deleteUserFx = createEffect<string, MessageResponse, ApiError>((userId) => deleteUser(userId));
