// Node tests talk to MSW servers they create themselves (see tests/support/msw.ts);
// any request that no handler answers fails the test.
export {};
