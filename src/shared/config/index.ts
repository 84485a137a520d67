export { theme } from './theme';
export { routes } from './routes';
// The catalogue is this segment's public API too (steiger: shared segments are imported through their index).
export * from './catalogue';
