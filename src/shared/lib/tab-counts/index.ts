export { createTabCounts } from './tab-counts';
