export { ApiError, http, request, setAuthToken, getAuthToken } from './client';
export { authApi } from './auth';
