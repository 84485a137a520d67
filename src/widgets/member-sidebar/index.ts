export { MemberSidebar, type MemberSidebarProps } from './ui/MemberSidebar';
export type { MemberSidebarSection } from './config/sections';
export { MemberAccountArea, MemberArea, type MemberAccountAreaProps, type MemberAreaProps } from './ui/MemberArea';
