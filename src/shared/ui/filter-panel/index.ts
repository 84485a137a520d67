export { FilterPanel, type FilterPanelProps, type FilterField, type FilterOption } from './FilterPanel';
