import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
import { GlobalErrorBoundary } from '../features/errors/index.ts';

/** Spec §9: toasts auto-close after 5000 ms, top-right. */
export const TOAST_AUTO_CLOSE_MS = 5000;

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <GlobalErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
      </QueryClientProvider>
    </GlobalErrorBoundary>
  );
}
