export { FilterPanel, type FilterPanelProps, type FilterField, type FilterOption } from './FilterPanel';
export { FilteredList, type FilteredListProps } from './FilteredList';
