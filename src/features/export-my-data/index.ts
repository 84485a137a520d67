export { DownloadMyData, DownloadMyDataView, type DownloadMyDataViewProps } from './ui/DownloadMyData';
export {
  dataExportRequested,
  dataExportReset,
  fetchMyDataFx,
  saveMyDataFx,
  $exportStatus,
  $exportError,
  $exportFileName,
  EXPORT_FAILED,
  type ExportStatus,
} from './model/export';
export { exportFileName } from './lib/save-file';
