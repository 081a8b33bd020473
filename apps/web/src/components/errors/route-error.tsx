import { Button } from '@vuga/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Shown instead of a blank page when a route fails to load (a lost connection, a new deploy) or render. */
export function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <div style={{ maxWidth: '40rem', margin: '3rem auto', padding: '0 1rem' }}>
      <title>Something went wrong · Vuga</title>
      <div role="alert">
        <h1>Something went wrong</h1>
        <p>This page could not be shown: {message}</p>
      </div>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </div>
  );
}

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed:', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
