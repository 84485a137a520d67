// The common parts of list screens beside the shared list (shared/ui/paged-list): cells with their words by key, the
// row-actions column, and a tips panel.
export { StatusBadge, NotAvailable, IdCell, actionsColumn } from './cells';
export { ListTips } from './ListTips';
