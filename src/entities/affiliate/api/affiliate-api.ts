import { callApi, contentContract } from '@/shared/api';

export const affiliateApi = {
  /** The published affiliate offers. */
  list: () => callApi(contentContract.affiliates),
};
