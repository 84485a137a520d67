export { MemberAccessButton, type MemberAccessButtonProps } from './ui/MemberAccessButton';
export { memberAccessFx, MEMBER_ACCESS_FAILED, type MemberAccessChange } from './model/member-access';
