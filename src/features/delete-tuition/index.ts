export { DeleteTuition } from './ui/DeleteTuition';
export {
  $deleteDialogJobId,
  deleteDialogOpened,
  deleteDialogClosed,
  deleteTuitionFx,
  DELETE_SUCCESS_MESSAGE,
  DELETE_FAILURE_MESSAGE,
} from './model/delete';
export { AFTER_DELETE_PATH } from './config/paths';
