export { AdminTuitionsPage } from './ui/AdminTuitionsPage';
export { tuitionsList } from './model/list';
// close-tuition
export { CloseTuitionDialog, type CloseTuitionDialogProps } from './ui/CloseTuitionDialog';
export { closeTuitionFx, CLOSE_SUCCESS_MESSAGE, CLOSE_FAILURE_MESSAGE } from './model/close';
