import { callApi, tuitionsContract } from '@/shared/api';

/** Active tuitions per district. */
export const fetchDistrictCounts = () => callApi(tuitionsContract.countsByDistrict);
