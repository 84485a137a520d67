import { adminSearchContract, callApi } from '@/shared/api';

/** At most five students, tutors and jobs matching the term (admin only). */
export const searchAdmin = (q: string) => callApi(adminSearchContract.search, { query: { q } });
