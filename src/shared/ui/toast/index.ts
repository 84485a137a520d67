export { toast, TOAST_DURATION } from './toast';
export { toastErrorFx, toastSuccessFx } from './toast-effects';
