import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError, MemberExport } from '@/shared/api';
import { exportApi } from '../api/export-api';
import { exportFileName, saveJsonFile } from '../lib/save-file';

export const EXPORT_FAILED = 'Could not prepare your data. Please try again.';

export type ExportStatus = 'idle' | 'loading' | 'done' | 'error';

/** "Download my data" pressed. */
export const dataExportRequested = createEvent();
/** The page was left: forget the last outcome. */
export const dataExportReset = createEvent();

export const fetchMyDataFx = createEffect<void, MemberExport, ApiError>(() => exportApi.download());
/** Saves the file in the browser; answers its name. */
export const saveMyDataFx = createEffect<MemberExport, string>((data) => {
  const fileName = exportFileName(data);
  saveJsonFile(data, fileName);
  return fileName;
});

export const $exportStatus = createStore<ExportStatus>('idle')
  .on(fetchMyDataFx, () => 'loading')
  .on(saveMyDataFx.doneData, () => 'done')
  .on(fetchMyDataFx.fail, () => 'error')
  .on(saveMyDataFx.fail, () => 'error')
  .reset(dataExportReset);
/** The server's reason for the last failure, or the generic text. */
export const $exportError = createStore<string | null>(null)
  .on(fetchMyDataFx, () => null)
  .on(fetchMyDataFx.fail, (_, { error }) => (error.fromServer && error.message ? error.message : EXPORT_FAILED))
  .on(saveMyDataFx.fail, () => EXPORT_FAILED)
  .reset(dataExportReset);
/** The name of the file last saved. */
export const $exportFileName = createStore<string | null>(null)
  .on(saveMyDataFx.doneData, (_, name) => name)
  .reset([dataExportReset, fetchMyDataFx]);

sample({
  clock: dataExportRequested,
  source: $exportStatus,
  filter: (status) => status !== 'loading',
  fn: () => undefined,
  target: fetchMyDataFx,
});
sample({ clock: fetchMyDataFx.doneData, target: saveMyDataFx });
