import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows while the part's code loads, and instead of it if the code never arrives. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * A part of the shell loaded on demand that the page works without (the user menu, the impersonation
 * banner, the demo controls, the inactivity monitor): while its chunk loads, and if it fails to load (a
 * phone that lost its network for a moment), the page shows `fallback` instead; a failed chunk never blanks
 * the whole app. The next page (a remount) loads it again: preloadableLazy hands out a fresh component.
 */
export class OptionalPart extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] a part of the page did not load', error, info.componentStack);
  }

  override render() {
    const fallback = this.props.fallback ?? null;
    if (this.state.failed) return fallback;
    return <Suspense fallback={fallback}>{this.props.children}</Suspense>;
  }
}
