import type { ToastContent, ToastOptions } from 'react-toastify/unstyled';

/**
 * react-toastify (16 kB of script) is not in the start-up chunk (its budget, decision 0017): the
 * toasts' container loads once the page is up (app/provider.tsx) and a toast loads it if it comes
 * first; a toast shown before the container is there waits in react-toastify's own queue.
 */
export const loadToasts = () => import('react-toastify/unstyled');

/** toast.success and toast.error as react-toastify's; every module shows its toasts through these. */
export const toast = {
  success(message: ToastContent, options?: ToastOptions): void {
    void loadToasts().then(({ toast: show }) => show.success(message, options));
  },
  error(message: ToastContent, options?: ToastOptions): void {
    void loadToasts().then(({ toast: show }) => show.error(message, options));
  },
};
