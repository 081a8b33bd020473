import { Button } from '@vuga/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown instead of a blank page when a route fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <main id="main" style={{ maxWidth: '40rem', margin: '3rem auto', padding: '0 1rem' }}>
      <title>Something went wrong · Vuga</title>
      <div role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be shown: {message}</p>
      </div>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
