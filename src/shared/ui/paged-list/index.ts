export { PagedList, PagedTable, type PagedListProps, type PagedTableProps, type PagedColumn, type AnyPagedList, type PagerProps } from './PagedList';
export { ListSearch, type ListSearchProps } from './ListSearch';
