// What a page with a stored session loads before its first render, as one lazy module: the stale-session
// check and its inactivity durations, the enabled applications' prefetch, and the inactivity monitor the
// signed-in shell renders next (its default export). As separate lazy modules (and the monitor's statically
// shared parts) they were seven small files on every signed-in page, requested in turn.
export { default } from './inactivity/InactivityMonitor';
export { expireStaleSession } from './inactivity/expireStaleSession';
export { inactivityDurationsAtom } from '../platform/react/inactivitySettings';
export { prefetchEnabledApplications } from '../platform/react/queries/userAccount';
