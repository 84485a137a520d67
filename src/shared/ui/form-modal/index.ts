export { FormActions, FormModal, type FormActionsProps, type FormModalProps } from './FormModal';
