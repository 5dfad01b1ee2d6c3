import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PAGE_FAILURE_TEXTS } from '../../platform/http/pageFailureTexts';
import { OptionalPart } from '../../platform/react/OptionalPart';
import { preloadableLazy } from '../../platform/react/preloadableLazy';
import { buttonClasses } from '../../ui/Button';
import { TRY_AGAIN } from '../../ui/TryAgainButton';

interface Props {
  /** The current path: another page clears the error. */
  path: string;
  children: ReactNode;
}

// The page kit's outcome page stays out of the signed-out home's first chunk: it is fetched when a page
// fails. Should the network that failed the page fail it too, the bare message below shows instead.
const routeFailurePage = preloadableLazy(() => import('./RouteFailurePage'));

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
    const retry = () => this.setState({ error: undefined });
    const FailurePage = routeFailurePage.Component;
    // Should the error page's own chunk not arrive either, its words and Try again still show.
    const bare = (
      <div role="alert" className="mx-auto max-w-xl space-y-4 px-4 py-12">
        <p>{PAGE_FAILURE_TEXTS.network}</p>
        <button type="button" className={buttonClasses('primary', 'md')} onClick={retry}>
          {TRY_AGAIN}
        </button>
      </div>
    );
    return (
      <OptionalPart fallback={bare}>
        <FailurePage onRetry={retry} />
      </OptionalPart>
    );
  }
}
