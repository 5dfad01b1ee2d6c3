// The words of a page that could not load at all (the shell's route boundary): a file of their own because
// that boundary is in the signed-out home's first chunk, and a module there brings all its exports. The
// catalogue (catalogue.ts) shows them as COMMON_MESSAGES.oops and .network.
export const PAGE_FAILURE_TEXTS = {
  oops: 'Oops, something went wrong',
  network: 'Unable to reach the server. Check your connection and try again.',
} as const;
