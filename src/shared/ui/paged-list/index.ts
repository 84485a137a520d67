export { PagedList, PagedTable, type PagedListProps, type PagedTableProps, type PagedColumn, type AnyPagedList } from './PagedList';
export { PageOfPager, FillPager, type PagerProps, type PagerLabels } from './Pagers';
export { ListSearch, type ListSearchProps } from './ListSearch';
export {
  ListScreen,
  ListBody,
  ListEmpty,
  type ListScreenProps,
  type ListBodyProps,
  type ListFilter,
  type ListEmptyProps,
  type ListScreenSearch,
} from './ListScreen';
export { RowActions, TextLines, type RowAction } from './cells';
export { useCellWords, type ListWords } from './texts';
export { RecordCard, type RecordCardProps, type RecordBadge } from './RecordCard';
