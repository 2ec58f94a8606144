import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { GlobalErrorBoundary } from '../features/errors/index.ts';
import { loadToasts } from '../lib/toast.ts';

/** Spec §9: toasts auto-close after 5000 ms, top-right. */
export const TOAST_AUTO_CLOSE_MS = 5000;

const ToastContainer = lazy(() => loadToasts().then((m) => ({ default: m.ToastContainer })));

/**
 * The toasts' container, its code loaded apart from the start-up chunk (lib/toast.ts). The server
 * renders it (its render waits for lazy parts); the browser keeps that markup until the code is in.
 */
function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
    </Suspense>
  );
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <GlobalErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
      </QueryClientProvider>
    </GlobalErrorBoundary>
  );
}
