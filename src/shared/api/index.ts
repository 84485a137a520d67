export { ApiError, http, request, setAuthToken, getAuthToken, onSessionExpired } from './client';
export { authApi } from './auth';
// The wire contract is this segment's public API too (steiger: shared segments are imported through their index).
export * from './contract';
