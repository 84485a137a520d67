export { ConfirmDeleteModal, type ConfirmDeleteModalProps } from './ConfirmDeleteModal';
