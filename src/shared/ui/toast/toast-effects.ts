import { createEffect } from 'effector';
import { translateMessage } from '../../i18n';
import { toast } from './toast';

/** A model's toasts: a contract message (or the server's own sentence) in the language on screen. */
export const toastSuccessFx = createEffect((message: string) => void toast.success(translateMessage(message)));
export const toastErrorFx = createEffect((message: string) => void toast.error(translateMessage(message)));
