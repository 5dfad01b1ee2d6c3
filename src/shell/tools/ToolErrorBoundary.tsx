import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from '../../platform/react/ErrorPage';
import { toolFrameMessages } from './messages';

interface Props {
  toolTitle: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A failing tool (its chunk did not load, or it threw) shows an error page inside the shell, not a blank app. */
export class ToolErrorBoundary extends Component<Props, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[shell] ${this.props.toolTitle} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return (
      <ErrorPage
        title={toolFrameMessages.t('shell.tool.failed', { tool: this.props.toolTitle })}
        error={this.state.error}
        onRetry={this.props.onRetry}
      />
    );
  }
}
