export { GlobalErrorBoundary } from './components/global-error-boundary.tsx';
export { RouteError } from './components/route-error.tsx';
export { RemoteLoadFailed } from './components/remote-load-failed.tsx';
export { AgencyNotFound } from './components/agency-not-found.tsx';
export { installGlobalErrorHandlers, toastError } from './install-global-handlers.ts';
export { NotFoundPage } from './components/not-found-page.tsx';
