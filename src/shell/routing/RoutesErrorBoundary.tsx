import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PAGE_FAILURE_TEXTS } from '../../platform/http/pageFailureTexts';
import { OutcomePage } from '../../ui/page/OutcomePage';

interface Props {
  /** The current path: another page clears the error. */
  path: string;
  children: ReactNode;
}

/**
 * A page of the shell's own that failed (its chunk did not arrive: every page but the home, the sign-in
 * page) shows an error page under the header instead of leaving the app blank. Try again renders the page
 * anew, and its lazy parts (preloadableLazy) then fetch a failed chunk again. What fails here is a chunk
 * that did not arrive, so the page says the server could not be reached (the browser's own text names a
 * file); the kit's OutcomePage, filled here from the catalogue, keeps the error-to-text machinery
 * (ErrorPage) out of the initial chunk.
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
    return (
      <OutcomePage
        tone="error"
        title={PAGE_FAILURE_TEXTS.oops}
        message={PAGE_FAILURE_TEXTS.network}
        onRetry={() => this.setState({ error: undefined })}
      />
    );
  }
}
