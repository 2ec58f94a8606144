import { useEffect } from 'react';
import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { SomethingWentWrong } from './something-went-wrong.tsx';

/** Route error boundary: a 404 from a loader goes to /errors, anything else is 'Something went wrong.'. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.warn('Route error', error);
  }, [error, notFound]);
  if (notFound) return <Navigate to={paths.errors()} replace />;
  return <SomethingWentWrong />;
}
