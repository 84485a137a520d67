import {
  documentStatusResponseSchema,
  documentUploadResponseSchema,
  request,
  sendForm,
  type DocumentStatus,
  type UploadProgress,
} from '@/shared/api';

export type DocumentFiles = Partial<Record<'nationalId' | 'institutionId', File>>;

export interface UploadRequest {
  userId: string;
  files: DocumentFiles;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const documentsPath = (userId: string) => `/api/documents/${encodeURIComponent(userId)}`;

/** POST /api/documents/{id}/upload, multipart `nationalId` and/or `institutionId`, reporting its progress. */
export async function uploadDocuments({ userId, files, onProgress, signal }: UploadRequest): Promise<DocumentStatus> {
  const body = new FormData();
  if (files.nationalId) body.append('nationalId', files.nationalId, files.nationalId.name);
  if (files.institutionId) body.append('institutionId', files.institutionId, files.institutionId.name);
  return (await sendForm(documentUploadResponseSchema, `${documentsPath(userId)}/upload`, { body, onProgress, signal })).documents;
}

export const documentsApi = {
  /** GET /api/documents/{id}/status. */
  status: async (userId: string): Promise<DocumentStatus> =>
    (await request(documentStatusResponseSchema, `${documentsPath(userId)}/status`)).documents,
  upload: uploadDocuments,
};
