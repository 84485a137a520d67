export { LazySelect, loadSelect } from './LazySelect';
