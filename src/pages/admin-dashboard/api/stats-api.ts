import { adminTuitionsContract, callApi } from '@/shared/api';

/** The dashboard's counts and month-over-month growth (admin token). */
export const fetchAdminStats = () => callApi(adminTuitionsContract.stats);
