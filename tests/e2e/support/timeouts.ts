// How long a state may take to show on a heavily loaded 2-core machine (measured): waits are on
// state, never on time, and only these bounds are generous. The default expect timeout is in
// playwright.config.ts.

/**
 * A first paint that needs chunks, the identity service and the API one after another: the signed-in
 * home after a sign-in or a reload, the backend's start. Under load this took far longer.
 */
export const FIRST_PAINT_MS = 30_000;

/**
 * The end of a submit that uploads files first (each through its signed policy, with the progress shown):
 * on a loaded CI machine three files took longer than the default bound.
 */
export const UPLOAD_MS = 30_000;

/**
 * The end of a sign-up (the account created, then its end page): in a full run from a fresh clone, with the
 * suite's other worker beside it, it took more than the default bound to show; alone it shows well within it.
 */
export const ACCOUNT_CREATED_MS = 30_000;
