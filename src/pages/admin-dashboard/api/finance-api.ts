import { adminFinanceContract, callApi } from '@/shared/api';

/** Six months of the fee ledger (finance and the owner; 403 for other staff). */
export const fetchFinanceSummary = () => callApi(adminFinanceContract.summary);
