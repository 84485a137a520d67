import { request, tuitionEndReportAnswerSchema, type TuitionEndBody } from '@/shared/api';

/** POST /api/me/tuitions/{jobId}/end-report (the tutor) or /api/me/jobs/{jobId}/end-report (the guardian). */
export function sendTuitionEnd(jobId: string, body: TuitionEndBody, as: 'tutor' | 'guardian' = 'tutor') {
  const base = as === 'tutor' ? '/api/me/tuitions' : '/api/me/jobs';
  return request(tuitionEndReportAnswerSchema, `${base}/${encodeURIComponent(jobId)}/end-report`, { method: 'POST', body });
}
