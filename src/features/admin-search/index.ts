export { AdminSearch, adminSearchTarget, type AdminSearchProps } from './ui/AdminSearch';
export { ADMIN_SEARCH_DEBOUNCE_MS, type AdminSearchFn } from './model/use-admin-search';
