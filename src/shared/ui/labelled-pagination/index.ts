export { LabelledPagination } from './LabelledPagination';
