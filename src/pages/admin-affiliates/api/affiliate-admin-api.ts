import { adminContentContract, callApi, sendContractForm, type AffiliateFields, type UploadProgress } from '@/shared/api';

export interface AffiliateSave {
  /** Absent for a new offer. */
  id?: string;
  fields: AffiliateFields;
  /** New files; on edit each is sent only when one was chosen. */
  image?: File | null;
  logo?: File | null;
}

/**
 * A new offer, or an edit of one, as multipart/form-data. Benefits go as one
 * JSON array field, so an emptied list is sent as `[]`.
 */
export function saveAffiliate({ id, fields, image, logo }: AffiliateSave, onProgress?: (progress: UploadProgress) => void) {
  const body = new FormData();
  body.append('name', fields.name);
  body.append('title', fields.title);
  body.append('description', fields.description);
  body.append('link', fields.link);
  body.append('benefits', JSON.stringify(fields.benefits));
  body.append('promocode', fields.promocode);
  body.append('deadline', fields.deadline ?? '');
  if (image) body.append('image', image, image.name);
  if (logo) body.append('logo', logo, logo.name);
  return id
    ? sendContractForm(adminContentContract.updateAffiliate, { id }, { body, onProgress })
    : sendContractForm(adminContentContract.addAffiliate, {}, { body, onProgress });
}

export const deleteAffiliate = (id: string) => callApi(adminContentContract.deleteAffiliate, { params: { id } });
