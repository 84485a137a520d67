export { MemberSidebar, type MemberSidebarProps } from './ui/MemberSidebar';
export type { MemberSidebarSection } from './config/sections';
export { MemberArea, type MemberAreaProps } from './ui/MemberArea';
