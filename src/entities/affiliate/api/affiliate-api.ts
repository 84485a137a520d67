import { affiliateListResponseSchema, request } from '@/shared/api';

export const affiliateApi = {
  /** GET /api/affiliate: the published affiliate offers. */
  list: () => request(affiliateListResponseSchema, '/api/affiliate'),
};
