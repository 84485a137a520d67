import { createEffect } from 'effector';
import type { RequestEditValues } from '@machines/request-approval';
import type { ApiError, RequestStatusChanged, StudentTutorRequestResponse, TutorRequestUpdated } from '@/shared/api';
import { reviewRequestApi } from '../api/review-request-api';

export interface SaveRequestParams {
  id: string;
  values: RequestEditValues;
}

/** GET /api/students/get-tutor-request/{id}: a fresh copy when the details open. */
export const fetchReviewedRequestFx = createEffect<string, StudentTutorRequestResponse, ApiError>((id) => reviewRequestApi.fetch(id));

/** Complete & Create Tuition: the server creates the tuition, approves the request and stores the jobId at once. */
export const approveRequestFx = createEffect<string, RequestStatusChanged, ApiError>((id) => reviewRequestApi.changeStatus(id, 'approved'));

/** Reject Request, with the reason the guardian is told. */
export const rejectRequestFx = createEffect<{ id: string; reason: string }, RequestStatusChanged, ApiError>(({ id, reason }) =>
  reviewRequestApi.changeStatus(id, 'rejected', reason),
);

/** Save Changes: the request, and its tuition when it has one. */
export const saveRequestFx = createEffect<SaveRequestParams, TutorRequestUpdated, ApiError>(({ id, values }) =>
  reviewRequestApi.save(id, values),
);
