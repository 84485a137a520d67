import { callApi, memberExportContract } from '@/shared/api';

export const exportApi = {
  /** The signed-in member's own data. */
  download: () => callApi(memberExportContract.download),
};
