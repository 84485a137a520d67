export { toast, TOAST_DURATION } from './toast';
