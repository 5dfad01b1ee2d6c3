import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../../platform/react/ErrorPage';

interface Props {
  /** The current path: another page clears the error. */
  path: string;
  children: ReactNode;
}

/**
 * A page of the shell's own that failed (its chunk did not arrive: every page but the home, the sign-in
 * page) shows an error page under the header instead of leaving the app blank. Try again renders the page
 * anew, and its lazy parts (preloadableLazy) then fetch a failed chunk again.
 */
export class RoutesErrorBoundary extends Component<Props, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] the page failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.path !== this.props.path && this.state.error !== undefined)
      this.setState({ error: undefined });
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <ErrorPage error={this.state.error} onRetry={() => this.setState({ error: undefined })} />;
  }
}
