export { DialogActions, FormActions, FormModal, type DialogActionsProps, type FormActionsProps, type FormModalProps } from './FormModal';
