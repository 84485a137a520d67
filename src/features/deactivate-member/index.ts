export { MemberAccessButton, type MemberAccessButtonProps } from './ui/MemberAccessButton';
export { memberAccessFx, followMemberAccess, MEMBER_ACCESS_FAILED, type MemberAccessChange } from './model/member-access';
