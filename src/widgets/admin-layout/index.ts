export { AdminLayout, type AdminLayoutProps } from './ui/AdminLayout';
export { ADMIN_LINKS, adminLinksFor, type AdminLink } from './config/admin-links';
