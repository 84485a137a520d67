export { ReportTuitionEnd, type ReportTuitionEndProps } from './ui/ReportTuitionEnd';
export { ReportTuitionEndDialog, dhakaToday, type EndReporter, type ReportTuitionEndDialogProps } from './ui/ReportTuitionEndDialog';
export { sendTuitionEnd } from './api/report-tuition-end-api';
