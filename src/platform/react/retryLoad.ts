// The one Try again of a failed load: the error views (ErrorPage, ErrorMessage, a table's error state) take
// what this returns, so every page whose data can fail to load offers the same retry.
import { mayRecoverByAskingAgain } from '../http/errors';

/** What a retry needs of a query: its error and SWR's mutate(), which asks the server again. */
export interface Reloadable {
  error?: unknown;
  mutate: () => Promise<unknown>;
}

/**
 * Asks again for every one of `queries` that failed; undefined when none failed, or when asking again
 * cannot help (an unknown id, a refused permission: mayRecoverByAskingAgain), so no Try again is offered.
 */
export function retryOf(...queries: readonly Reloadable[]): (() => Promise<unknown>) | undefined {
  const failed = queries.filter((query) => query.error != null && mayRecoverByAskingAgain(query.error));
  if (!failed.length) return undefined;
  return () => Promise.all(failed.map((query) => query.mutate()));
}
