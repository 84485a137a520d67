export { createPagedList, serverMessageOr, type PagedListConfig, type PagedListModel, type PagedListStatus, type PagedItems, type ListTexts } from './create-paged-list';
export { createRouteList, routeQuery, type RouteListConfig, type RouteQuery, type RouteQueryOf } from './route-list';
export { readQuery, writeQuery, pageCount, showingRange, type ListQuery, type ListSort, type SortOrder } from './query';
export { pageItems, type PageItem } from './page-items';
export { followRecordForm } from './follow-form';
