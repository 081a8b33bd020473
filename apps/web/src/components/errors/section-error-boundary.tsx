import { Banner, Button } from '@vuga/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { layoutWords } from '../layout/layout-content.ts';

interface Props {
  /** What failed, e.g. "the quiz" — used in the message. */
  section: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** A failing section shows its own error with a way to retry instead of taking the page down. */
export class SectionErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Error in ${this.props.section}:`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Banner
        tone="critical"
        title={layoutWords.errorIn(this.props.section)}
        action={
          <Button size="sm" variant="secondary" onClick={() => this.setState({ error: null })}>
            {layoutWords.tryAgain}
          </Button>
        }
      >
        {this.state.error.message}
      </Banner>
    );
  }
}
