import { memberExportSchema, request } from '@/shared/api';

export const exportApi = {
  /** GET /api/me/export: the signed-in member's own data. */
  download: () => request(memberExportSchema, '/api/me/export'),
};
