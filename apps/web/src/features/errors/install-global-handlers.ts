import i18next from 'i18next';
import { toast } from '../../lib/toast.ts';

const GLOBAL_TOAST_ID = 'global-error';

/** Shows the default error text as a toast, once at a time (spec §8 background failures). */
export function toastError(message: string = i18next.t('errors.generic')): void {
  toast.error(message, { toastId: message === i18next.t('errors.generic') ? GLOBAL_TOAST_ID : message });
}

/** Unhandled promise rejections and uncaught errors become 'Something went wrong.' (spec §8). */
export function installGlobalErrorHandlers(win: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    console.warn('Unhandled rejection', event.reason);
    toastError();
  };
  const onError = (event: ErrorEvent) => {
    console.warn('Uncaught error', event.error ?? event.message);
    toastError();
  };
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('error', onError);
  return () => {
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('error', onError);
  };
}
