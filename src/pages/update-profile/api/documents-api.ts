import { callApi, documentsContract, sendContractForm, type DocumentStatus, type UploadProgress } from '@/shared/api';

export type DocumentFiles = Partial<Record<'nationalId' | 'institutionId', File>>;

export interface UploadRequest {
  userId: string;
  files: DocumentFiles;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Multipart `nationalId` and/or `institutionId`, reporting its progress. */
export async function uploadDocuments({ userId, files, onProgress, signal }: UploadRequest): Promise<DocumentStatus> {
  const body = new FormData();
  if (files.nationalId) body.append('nationalId', files.nationalId, files.nationalId.name);
  if (files.institutionId) body.append('institutionId', files.institutionId, files.institutionId.name);
  return (await sendContractForm(documentsContract.upload, { id: userId }, { body, onProgress, signal })).documents;
}

export const documentsApi = {
  status: async (userId: string): Promise<DocumentStatus> =>
    (await callApi(documentsContract.status, { params: { id: userId } })).documents,
  upload: uploadDocuments,
};
