export { FilterButtons, type FilterButtonsProps } from './FilterButtons';
