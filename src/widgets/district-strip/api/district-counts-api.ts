import { districtCountsResponseSchema, request } from '@/shared/api';

/** GET /api/tuitions/counts-by-district: active tuitions per district. */
export const fetchDistrictCounts = () => request(districtCountsResponseSchema, '/api/tuitions/counts-by-district');
