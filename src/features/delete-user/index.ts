export { DeleteUserModal, type DeleteUserModalProps } from './ui/DeleteUserModal';
export { deleteUserFx } from './model/delete';
