export {
  ReportStepsDialog,
  type ReportDialogState,
  type ReportDialogStep,
  type ReportStepsDialogProps,
  type ReportStepsDialogTexts,
} from './ReportStepsDialog';
export { useReportSending } from './use-report-sending';
