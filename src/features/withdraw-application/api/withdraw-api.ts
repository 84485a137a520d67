import { request, withdrawApplicationResponseSchema } from '@/shared/api';

/** POST /api/me/applications/{id}/withdraw: the tutor takes back one of their applications. */
export function sendWithdrawal(applicationId: string) {
  return request(withdrawApplicationResponseSchema, `/api/me/applications/${encodeURIComponent(applicationId)}/withdraw`, {
    method: 'POST',
  });
}
