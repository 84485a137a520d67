import { adminHireRequestsContract, callApi, HIRE_REQUESTS_PAGE_SIZE, type HireRequestFilter } from '@/shared/api';

/** One page of a tab, newest first (admin token: the cards carry phone numbers). */
export const fetchHireRequests = ({ status, page }: { status: HireRequestFilter; page: number }) =>
  callApi(adminHireRequestsContract.list, { query: { status, page, limit: HIRE_REQUESTS_PAGE_SIZE } });

/** Sets isCompleted to the value the button shows (safe to repeat). */
export const sendHireRequestStatus = ({ id, isCompleted }: { id: string; isCompleted: boolean }) =>
  callApi(adminHireRequestsContract.changeStatus, { params: { id }, body: { isCompleted } });
