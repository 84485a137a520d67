export { AdminLayout, type AdminLayoutProps } from './ui/AdminLayout';
export { STAFF_LANGUAGE_KEY, staffLanguage, useStaffLanguage } from './model/staff-language';
export { ADMIN_LINKS, adminLinksFor, type AdminLink } from './config/admin-links';
