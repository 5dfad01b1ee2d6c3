import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { PAGE_FAILURE_IDS, pageFailureMessages } from '../../platform/http/pageFailureTexts';
import { preloadableLazy } from '../../platform/react/preloadableLazy';
import { useMessages } from '../../ui/uiLocale';
import { LoadingBlock } from '../../ui/Spinner';
import { TryAgainButton } from '../../ui/TryAgainButton';

interface Props {
  /** The current path: another page clears the error. */
  path: string;
  children: ReactNode;
}

interface State {
  error?: unknown;
  /** The error page, once its chunk has arrived. */
  FailurePage?: ComponentType<{ onRetry: () => void }>;
  /** Its chunk did not arrive for this failure either. */
  lost?: boolean;
}

// The page kit's outcome page stays out of the signed-out home's first chunk: it is fetched when a page
// fails. Should the network that failed the page fail it too, the bare message below shows instead.
const routeFailurePage = preloadableLazy(() => import('./RouteFailurePage'));

/** The error page's words and Try again, when its own chunk did not arrive either. */
function BareFailure({ onRetry }: { onRetry: () => void }) {
  const t = useMessages(pageFailureMessages);
  return (
    <div role="alert" className="mx-auto max-w-xl space-y-4 px-4 py-12">
      <p>{t(PAGE_FAILURE_IDS.network)}</p>
      <TryAgainButton onRetry={onRetry} />
    </div>
  );
}

/**
 * A page of the shell's own that failed (its chunk did not arrive: every page but the home, the sign-in
 * page) shows an error page under the header instead of leaving the app blank. Try again renders the page
 * anew, and its lazy parts (preloadableLazy) then fetch a failed chunk again.
 *
 * The error page is fetched once per failure and shown when it is in, not rendered as a lazy component: a
 * render of this boundary that React starts again before showing it (as it does while a part it renders
 * suspends) would take a new lazy component after each failed fetch, and so fetch again and again, the bare
 * message's button replaced under the user's finger each time.
 */
export class RoutesErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { error, lost: false };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] the page failed', error, info.componentStack);
    if (!this.state.FailurePage)
      routeFailurePage.preload().then(
        (module) => this.setState({ FailurePage: module.default }),
        () => this.setState({ lost: true }),
      );
  }

  override componentDidUpdate(previous: Props) {
    if (previous.path !== this.props.path && this.state.error !== undefined)
      this.setState({ error: undefined });
  }

  override render() {
    const { error, FailurePage, lost } = this.state;
    if (error === undefined) return this.props.children;
    const retry = () => this.setState({ error: undefined });
    if (FailurePage) return <FailurePage onRetry={retry} />;
    return lost ? <BareFailure onRetry={retry} /> : <LoadingBlock />;
  }
}
