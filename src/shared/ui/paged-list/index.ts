export { PagedList, PagedTable, type PagedListProps, type PagedTableProps, type PagedColumn, type AnyPagedList } from './PagedList';
