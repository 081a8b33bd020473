// The error element of the routes (router.tsx): shown inside the header and footer instead of a blank page when
// a page's code fails to load (a lost connection, a new deploy) or a page throws while rendering.
import { Button } from '@vuga/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  useEffect(() => {
    console.error('A page failed:', error);
    document.title = 'Something went wrong · Vuga';
  }, [error]);
  return (
    <div style={{ maxWidth: '40rem', margin: '3rem auto', padding: '0 1rem' }}>
      <div role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be shown: {message}</p>
      </div>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </div>
  );
}
