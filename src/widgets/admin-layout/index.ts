export { AdminLayout, type AdminLayoutProps } from './ui/AdminLayout';
export { ADMIN_LINKS } from './config/admin-links';
