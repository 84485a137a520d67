export { HeadedTable, type HeadedTableProps, type TableHeading } from './HeadedTable';
