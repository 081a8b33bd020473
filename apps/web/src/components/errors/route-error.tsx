// The pages' error boundary (around every page in AppLayout): a page whose code fails to load (a lost
// connection, a new deploy) or that throws while rendering shows this inside the header and footer instead of a
// blank page, and the next navigation tries again.
import { Button } from '@vuga/ui';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { layoutWords } from '../layout/layout-content.ts';

function RouteError({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : layoutWords.errorTitle;
  useEffect(() => {
    document.title = `${layoutWords.errorTitle} · Vuga`;
  }, []);
  return (
    <div style={{ maxWidth: '40rem', margin: '3rem auto', padding: '0 1rem' }}>
      <div role="alert">
        <h1>{layoutWords.errorTitle}</h1>
        <p>{layoutWords.notShown(message)}</p>
      </div>
      <Button onClick={() => window.location.reload()}>{layoutWords.reload}</Button>
    </div>
  );
}

interface Props {
  /** The address shown (its pathname): when it changes, a failed page is tried again. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failure: { error: unknown } | null;
  resetKey: string;
}

export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failure: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failure: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed:', error, info.componentStack);
  }

  override render() {
    return this.state.failure ? <RouteError error={this.state.failure.error} /> : this.props.children;
  }
}
