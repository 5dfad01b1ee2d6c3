import type { ToolPropsOf } from '../../platform/react/toolManifest';
import type { manifest } from './manifest';
import { QuotePage } from './QuotePage';

/**
 * Root of the auto-quote tool (its own lazy chunk). The shell gives it a fresh store per quote (the
 * manifest's scopeKey is the quote id), so an answer to one quote never shows on another.
 */
export default function QuotesTool({ params }: ToolPropsOf<typeof manifest>) {
  return <QuotePage jobRequestId={params.jobRequestId ?? ''} />;
}
