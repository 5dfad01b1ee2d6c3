import { useCallback, useState } from 'react';

/**
 * Where a cursor-paged list is: the token of each page visited so far (the first page has none), so
 * 'previous' goes back without a page count the server does not give.
 */
export function useCursorPages() {
  const [tokens, setTokens] = useState<readonly (string | undefined)[]>([undefined]);
  return {
    page: tokens.length,
    pageToken: tokens[tokens.length - 1],
    next: useCallback((token: string) => setTokens((visited) => [...visited, token]), []),
    previous: useCallback(
      () => setTokens((visited) => (visited.length > 1 ? visited.slice(0, -1) : visited)),
      [],
    ),
    reset: useCallback(() => setTokens([undefined]), []),
  };
}
